/**
 * The alt text of a content image and the explicit "decorative" tick, wired
 * to two Conform fields (imageAlt, imageDecorative). The rule that one of the
 * two is needed lives in the schema (models/image-alt.ts), so the browser and
 * the action give the same message, shown under the alt text box.
 */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { IMAGE_ALT_TEXT as A } from "~/content/admin/image-alt";
import { useHydrated } from "~/hooks/use-hydrated";

export function ImageAltFields({
  alt,
  decorative,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  alt: FieldMetadata<any, any, string[]>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  decorative: FieldMetadata<any, any, string[]>;
}) {
  // Ticking "decorative" sets the description aside (a disabled box is not
  // sent, and the text comes back when the tick is removed). Only once the
  // page runs: without JavaScript nothing could enable the box again.
  const hydrated = useHydrated();
  const isDecorative = decorative.value === "on";
  const { key: altKey, ...altProps } = getInputProps(alt, { type: "text", ariaDescribedBy: `${alt.id}-description` });
  const { key: decorativeKey, ...decorativeProps } = getInputProps(decorative, {
    type: "checkbox",
    ariaDescribedBy: `${decorative.id}-description`,
  });
  return (
    <div className="grid gap-3" data-testid="image-alt-fields">
      <Field label={A.label} htmlFor={alt.id} errors={alt.errors} description={A.hint}>
        <Input
          key={altKey}
          {...altProps}
          placeholder={A.placeholder}
          autoComplete="off"
          disabled={hydrated && isDecorative}
        />
      </Field>
      <div className="flex items-start gap-3">
        <input key={decorativeKey} {...decorativeProps} className="mt-0.5 size-4 shrink-0 accent-primary" />
        <div className="grid gap-1.5">
          <Label htmlFor={decorative.id}>{A.decorative}</Label>
          <p id={`${decorative.id}-description`} className="text-sm text-muted-foreground">
            {A.decorativeHint}
          </p>
        </div>
      </div>
    </div>
  );
}
