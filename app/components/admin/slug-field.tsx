/**
 * The "Address (slug)" field of the post, project and case study editors,
 * wired to a Conform field. It shows the public address the save will give
 * (the typed slug in slug form, else the title's), with the same slugify the
 * server uses. Format problems come from the shared schema (models/slug-field.ts);
 * "taken" comes from the server (slugs.server.ts) and shows under the field too.
 */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SLUG_TEXT as S } from "~/content/admin/slug";
import { slugify, slugPath, type SlugKind } from "~/models/slug";

export function SlugField({
  field,
  kind,
  title,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  field: FieldMetadata<any, any, string[]>;
  kind: SlugKind;
  /** The title as typed now: an empty slug is made from it on save. */
  title: unknown;
}) {
  const { key, ...props } = getInputProps(field, { type: "text", ariaDescribedBy: `${field.id}-description` });
  const typed = typeof field.value === "string" ? field.value : "";
  // An existing item keeps its address when the field is emptied (slugs.server.ts); a new one takes the title's.
  const current = typeof field.initialValue === "string" ? field.initialValue : "";
  const empty = typed.trim() === "";
  const slug = empty ? current || slugify(typeof title === "string" ? title : "") : slugify(typed);
  const note = empty ? ` (${current ? S.unchanged : S.fromTitle})` : "";
  const address = slug ? `${decodeURIComponent(slugPath[kind](slug))}${note}` : `${slugPath[kind]("")}…${note}`;
  return (
    <Field
      label={S.label}
      htmlFor={field.id}
      errors={field.errors}
      description={
        <>
          {S.hint}{" "}
          <span data-testid="slug-preview">
            {S.preview} <span className="font-mono break-all">{address}</span>
          </span>
        </>
      }
    >
      <Input key={key} {...props} autoComplete="off" spellCheck={false} />
    </Field>
  );
}
