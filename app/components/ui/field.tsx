import * as React from "react";

import { cn } from "~/lib/utils";
import { Label } from "~/components/ui/label";

/*
 * Small helpers for labelled form controls. The ids follow Conform's
 * convention (`${id}-error`, `${id}-description`), so Conform's
 * `getInputProps(field, ...)` and these helpers point at the same elements.
 *
 *   const id = React.useId();
 *   <Field label="Email" htmlFor={id} errors={errors} description="We never share it.">
 *     {(control) => <Input {...control} name="email" type="email" />}
 *   </Field>
 */

function fieldErrorId(id: string) {
  return `${id}-error`;
}

function fieldDescriptionId(id: string) {
  return `${id}-description`;
}

type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** Props that tie a control to its description and error message. */
function fieldControlProps(
  id: string,
  { errors, description }: { errors?: string[] | null; description?: boolean } = {},
): FieldControlProps {
  const invalid = hasErrors(errors);
  const describedBy = [invalid && fieldErrorId(id), description && fieldDescriptionId(id)]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
  };
}

function hasErrors(errors: string[] | null | undefined): errors is string[] {
  return Array.isArray(errors) && errors.length > 0;
}

type FieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  label: React.ReactNode;
  /** The control's id; the label, description and error ids derive from it. */
  htmlFor: string;
  errors?: string[] | null;
  description?: React.ReactNode;
  /** The control, or a function that receives the `id`/`aria-*` props to spread on it. */
  children: React.ReactNode | ((control: FieldControlProps) => React.ReactNode);
};

function Field({
  label,
  htmlFor,
  errors,
  description,
  children,
  className,
  ...props
}: FieldProps) {
  const invalid = hasErrors(errors);
  const control = fieldControlProps(htmlFor, {
    errors,
    description: description != null && description !== false,
  });

  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      className={cn("grid gap-2", className)}
      {...props}
    >
      <Label htmlFor={htmlFor}>{label}</Label>
      {typeof children === "function" ? children(control) : children}
      {description != null && description !== false && (
        <FieldDescription id={fieldDescriptionId(htmlFor)}>{description}</FieldDescription>
      )}
      <FieldError id={fieldErrorId(htmlFor)} errors={errors} />
    </div>
  );
}

function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="field-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

/** The error message for a control; renders nothing when there are no errors. */
function FieldError({
  id,
  errors,
  className,
  ...props
}: Omit<React.ComponentProps<"p">, "children"> & { id: string; errors?: string[] | null }) {
  if (!hasErrors(errors)) return null;

  return (
    <p
      id={id}
      role="alert"
      data-slot="field-error"
      className={cn("text-sm text-destructive", className)}
      {...props}
    >
      {errors.length === 1
        ? errors[0]
        : errors.map((error) => (
            <span key={error} className="block">
              {error}
            </span>
          ))}
    </p>
  );
}

export {
  Field,
  FieldDescription,
  FieldError,
  fieldControlProps,
  fieldDescriptionId,
  fieldErrorId,
  type FieldControlProps,
};
