/**
 * Reads a submitted form against a valibot schema, in the browser (Conform's
 * `onValidate`) and in the server actions alike, so both give the same errors.
 *
 * This is what `parseWithZod` from `@conform-to/zod/v4` did, minus its
 * automatic coercion: that coercion rebuilt every schema with classic zod,
 * which put all of it into each form page's JavaScript (decision 30). Our
 * schemas turn form strings into values themselves (models/text.ts: "" ->
 * undefined, "on" -> true, "19" -> 19), so the parser only has to run them.
 * Valibot replaced zod/mini for the bytes (decision 33).
 */
import { formatPaths, parse, type Submission } from "@conform-to/dom";
import * as v from "valibot";

/** Errors keyed by Conform field name ("name", "tags[0]", "" for the form). */
function errorsByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of issues) {
    // Object keys are strings, array indexes numbers; a Map/Set key never occurs in our schemas.
    const name = formatPaths((issue.path ?? []).map((item) => item.key as string | number));
    (result[name] ??= []).push(issue.message);
  }
  return result;
}

/** Parses `payload` (FormData or URLSearchParams) with `schema`; never throws on bad input. */
export function parseSubmission<Schema extends v.GenericSchema>(
  payload: FormData | URLSearchParams,
  { schema }: { schema: Schema },
): Submission<v.InferInput<Schema>, string[], v.InferOutput<Schema>> {
  return parse(payload, {
    resolve(value) {
      const result = v.safeParse(schema, value);
      return result.success ? { value: result.output } : { error: errorsByField(result.issues) };
    },
  });
}

type FieldConstraint = { required: boolean; multiple?: boolean };

/** The object schema inside `schema` (ours may sit at the end of a `preprocess` pipe). */
function objectEntries(schema: v.GenericSchema): v.ObjectEntries {
  const node = schema as { entries?: v.ObjectEntries; pipe?: readonly v.GenericSchema[] };
  if (node.entries) return node.entries;
  for (const item of [...(node.pipe ?? [])].reverse()) {
    if ((item as { kind?: string }).kind === "schema" && item !== schema) {
      const found = objectEntries(item);
      if (Object.keys(found).length > 0) return found;
    }
  }
  return {};
}

/** True when an array schema sits anywhere in the field (a group of checkboxes). */
function isList(schema: unknown): boolean {
  const node = schema as { type?: string; wrapped?: unknown; pipe?: readonly unknown[] };
  if (node.type === "array") return true;
  return (node.wrapped !== undefined && isList(node.wrapped)) || (node.pipe ?? []).slice(1).some(isList);
}

/**
 * The `required` (and `multiple`) attributes for Conform's `constraint`: a
 * field is required exactly when the schema refuses it missing, so the
 * browser's hint and the server's rule cannot disagree. Written here rather
 * than `getValibotConstraint` from `@conform-to/valibot`, which reads
 * `required` from the schema's shape and so sees every field of `fields()`
 * (models/text.ts) as optional (decision 33).
 */
export function formConstraint(schema: v.GenericSchema): Record<string, FieldConstraint> {
  const result: Record<string, FieldConstraint> = {};
  for (const [name, field] of Object.entries(objectEntries(schema))) {
    result[name] = { required: !v.safeParse(field, undefined).success };
    if (isList(field)) result[name].multiple = true;
  }
  return result;
}
