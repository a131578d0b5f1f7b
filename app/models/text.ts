/**
 * Shared field helpers for the model schemas. Client-safe: imported by the
 * browser forms and by the server actions (both through lib/parse-submission).
 *
 * Every helper accepts FormData-style input: strings that may be empty or
 * padded with spaces. Required text reports its own message when missing,
 * optional text turns "" into `undefined`, and every free-text field has a
 * length cap and refuses NUL bytes. The parser does no coercion of its own
 * (decision 30), so these helpers are where form strings become values.
 * Schemas are valibot (decision 33); valibot never compiles code, so the CSP's
 * ban on eval needs nothing here.
 */
import * as v from "valibot";
import { MAX_LENGTH } from "./limits";

/** The largest value a PostgreSQL `integer` column holds. */
export const PG_INT_MAX = 2_147_483_647;

export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;
export const NUL_MESSAGE = "Contains invalid characters";
export const NUMBER_TOO_LARGE_MESSAGE = "Number is too large";
export const INVALID_URL_MESSAGE = "Invalid URL";

export const hasNoNul = (value: string) => !value.includes("\u0000");

/** "" / whitespace-only strings and null become `undefined` ("missing"). */
export function emptyToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

/**
 * Ends a pipe here when a check before it failed, so the checks after it do
 * not add their messages (zod's `abort: true`): valibot runs every check of a
 * pipe but stops at the first transformation once there is an issue.
 */
export const stopIfInvalid = <T>() => v.transform<T, T>((value) => value);

type Entries = v.ObjectEntries;
type AnySchema = Entries[string];

const OPTIONAL_TYPES = new Set(["optional", "exact_optional", "nullish"]);

/** True when the field's last step is an optional schema without a default (its value may be left out). */
function isOptionalOut(schema: AnySchema): boolean {
  if (OPTIONAL_TYPES.has(schema.type)) return (schema as { default?: unknown }).default === undefined;
  const pipe = (schema as { pipe?: readonly { kind: string }[] }).pipe ?? [];
  for (let i = pipe.length - 1; i >= 1; i--) {
    if (pipe[i]!.kind === "transformation") return false;
    if (pipe[i]!.kind === "schema") return isOptionalOut(pipe[i] as AnySchema);
  }
  return false;
}

/**
 * Valibot reports a missing key as the object's own "Invalid key" issue and
 * never runs the field's schema; zod ran it on `undefined`, which is how a
 * missing field gets its own message ("Email is required") and a missing
 * checkbox reads as false. `exactOptional` with a default that yields
 * `undefined` makes valibot run the field on `undefined` too (the wrapper
 * passes every value through untouched). A field that may be left out (its
 * last step is optional, e.g. `optionalText`) is left out when missing, as
 * zod did: `optional` around it. The types stay the field's own.
 */
function runWhenMissing<E extends Entries>(entries: E): E {
  const result: Entries = {};
  for (const [key, schema] of Object.entries(entries)) {
    if (OPTIONAL_TYPES.has(schema.type)) result[key] = schema;
    else if (isOptionalOut(schema)) result[key] = v.optional(schema);
    else result[key] = v.exactOptional(schema, () => undefined);
  }
  return result as E;
}

type UndefinedKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
/** `{ a: string | undefined }` -> `{ a?: string | undefined }`, as zod typed a field that may be missing. */
type OptionalWhenUndefined<T> = { [K in Exclude<keyof T, UndefinedKeys<T>>]: T[K] } & {
  [K in UndefinedKeys<T>]?: T[K];
} extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

/** An object schema whose inferred types mark a field that may be undefined as optional. */
type FieldsSchema<S extends v.GenericSchema> = Omit<S, "~types"> & {
  readonly "~types"?: {
    readonly input: OptionalWhenUndefined<v.InferInput<S>>;
    readonly output: OptionalWhenUndefined<v.InferOutput<S>>;
    readonly issue: v.InferIssue<S>;
  };
};

/** An object of fields: every schema in the project uses this, not `v.object`. */
export const fields = <const E extends Entries>(entries: E) =>
  v.object(runWhenMissing(entries)) as FieldsSchema<v.ObjectSchema<E, undefined>>;

/** Like `fields`, but keys not listed are kept (not stripped). */
export const looseFields = <const E extends Entries>(entries: E) =>
  v.looseObject(runWhenMissing(entries)) as FieldsSchema<v.LooseObjectSchema<E, undefined>>;

/**
 * A required, trimmed string. Missing, empty and whitespace-only input all
 * report `message`; longer than `max` reports "Must be at most N characters".
 */
export function requiredText(message: string, max: number) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(1, message),
    stopIfInvalid<string>(),
    v.maxLength(max, tooLongMessage(max)),
    v.check(hasNoNul, NUL_MESSAGE),
  );
}

/**
 * A required, trimmed string with a minimum length; missing input reports the
 * same message as too-short input.
 */
export function minText(min: number, message: string, max: number) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    stopIfInvalid<string>(),
    v.maxLength(max, tooLongMessage(max)),
    v.check(hasNoNul, NUL_MESSAGE),
  );
}

/**
 * Runs `fn` on the raw input before `schema` (zod's `preprocess`). The input
 * type is `fn`'s parameter, as it was with zod.
 */
export function preprocess<A, S extends v.GenericSchema, B = unknown>(
  fn: (value: B) => A,
  schema: S,
): v.GenericSchema<B, v.InferOutput<S>, v.InferIssue<S> | v.BaseIssue<unknown>> {
  return v.pipe(v.unknown(), v.transform((value) => fn(value as B)), schema) as never;
}

/** An optional, trimmed string: "" and whitespace-only become `undefined`. */
export function optionalText(max: number) {
  return preprocess(
    (value: string | undefined) => emptyToUndefined(value),
    v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, tooLongMessage(max)), v.check(hasNoNul, NUL_MESSAGE))),
  );
}

/**
 * What a browser's `<input type="email">` accepts (WHATWG), made to need a dot
 * in the domain: every form's rule. The spec's contact rule ("text, an at sign,
 * text, a dot, text") was looser and let an address carry mailto: parameters
 * (`you@corp.example?bcc=...`), which a mail program obeys when staff reply;
 * this one takes only well-formed addresses, and links encode them anyway
 * (lib/mailto.ts).
 */
export const HTML_EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * zod's e-mail rule (`z.email()`), kept word for word when the schemas moved
 * to valibot (decision 33): the application form and the password-reset and
 * mail settings always used it, and valibot's own `email()` differs.
 */
export const SIMPLE_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export type EmailOptions = {
  /** Shown when the field is missing or empty. */
  required: string;
  /** Shown when the value does not match `pattern`; defaults to `required`. */
  invalid?: string;
  /** Defaults to the spec's simple contact rule. */
  pattern?: RegExp;
  /** Lower-case the value (for stored, unique addresses). */
  lowercase?: boolean;
};

/** A required, trimmed e-mail address checked against `pattern`. */
export function email({
  required,
  invalid = required,
  pattern = HTML_EMAIL_PATTERN,
  lowercase = false,
}: EmailOptions) {
  const checked = v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    stopIfInvalid<string>(),
    v.maxLength(MAX_LENGTH.email, tooLongMessage(MAX_LENGTH.email)),
    stopIfInvalid<string>(),
    v.regex(pattern, invalid),
    v.check(hasNoNul, NUL_MESSAGE),
  );
  return lowercase ? v.pipe(checked, v.toLowerCase()) : checked;
}

/**
 * True for an absolute http(s) URL or a site-relative path starting with a
 * single "/" (so "//host" and "/\host", which browsers treat as another
 * host, are refused).
 */
export function isUrlOrPath(value: string): boolean {
  if (value === "" || /[\s\u0000]/.test(value)) return false;
  if (value.startsWith("/")) {
    return !value.startsWith("//") && !value.includes("\\");
  }
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * A required image/link field: an absolute http(s) URL or a site-relative
 * path such as "/storage/..." or "/images/demo.jpg". Missing, empty and
 * invalid input all report `message` (e.g. "Invalid URL").
 */
export function urlOrPath(message: string = INVALID_URL_MESSAGE) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(1, message),
    stopIfInvalid<string>(),
    v.maxLength(MAX_LENGTH.url, tooLongMessage(MAX_LENGTH.url)),
    stopIfInvalid<string>(),
    v.check(isUrlOrPath, message),
  );
}

/** Like `urlOrPath`, but "" and missing become `undefined`. */
export function optionalUrlOrPath(message: string = INVALID_URL_MESSAGE) {
  return preprocess(
    (value: string | undefined) => emptyToUndefined(value),
    v.optional(urlOrPath(message)),
  );
}

const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Turns a form string into a number: "" -> `undefined` (or `fallback`),
 * "19" -> 19, "1.5" -> 1.5, anything else is left as a string so that the
 * number schema refuses it.
 */
export function toNumberInput(value: unknown, fallback?: number): unknown {
  let v = value;
  if (Array.isArray(v)) v = v[v.length - 1];
  if (typeof v === "string") {
    const trimmed = v.trim();
    if (trimmed === "") v = undefined;
    else if (NUMBER_PATTERN.test(trimmed)) v = Number(trimmed);
    else v = trimmed;
  }
  if (v === undefined || v === null) return fallback;
  return v;
}

export type WholeNumberOptions = {
  /** Shown for non-numeric input (and for missing input unless `required` is given). */
  invalid: string;
  /** Shown when the field is missing or empty (and there is no `defaultValue`). */
  required?: string;
  /** Shown for a fractional number; defaults to `invalid`. */
  notWhole?: string;
  min?: { value: number; message: string };
  max?: { value: number; message: string };
  /** Used when the field is missing or empty. */
  defaultValue?: number;
};

/** A whole number coerced from a form string ("19" -> 19; "abc", "1.5" refused). */
export function wholeNumber({
  invalid,
  required = invalid,
  notWhole = invalid,
  min,
  max,
  defaultValue,
}: WholeNumberOptions) {
  const schema = v.pipe(
    v.number((issue) => (issue.input === undefined ? required : invalid)),
    // zod's number refused infinities with its type message.
    v.finite(invalid),
    stopIfInvalid<number>(),
    v.check((value: number) => Number.isSafeInteger(value), notWhole),
    stopIfInvalid<number>(),
    v.minValue(min?.value ?? -Infinity, min?.message),
    max ? v.maxValue(max.value, max.message) : v.maxValue(PG_INT_MAX, NUMBER_TOO_LARGE_MESSAGE),
  );
  return preprocess(
    (value: string | number | undefined) => toNumberInput(value, defaultValue),
    // The inner default never fires (the preprocess supplies it) but marks
    // the field as optional for Conform's constraints.
    defaultValue === undefined ? schema : v.optional(schema, defaultValue),
  );
}

const TRUE_STRINGS = new Set(["on", "true", "1", "yes"]);
const FALSE_STRINGS = new Set(["", "off", "false", "0", "no"]);

/** Reads a checkbox/switch value: "on"/"true" -> true; missing/""/"off"/"false" -> false. */
export function toBooleanInput(value: unknown): unknown {
  let v = value;
  if (Array.isArray(v)) v = v[v.length - 1];
  if (v === undefined || v === null) return false;
  if (typeof v === "string") {
    const t = v.trim().toLowerCase();
    if (TRUE_STRINGS.has(t)) return true;
    if (FALSE_STRINGS.has(t)) return false;
  }
  return v;
}

/**
 * A checkbox or switch field. An unchecked box is not submitted at all, so a
 * missing value reads as `false`; put the initial value (e.g. "active by
 * default") in the form's default values, not here.
 */
export function checkbox(message = "Invalid value") {
  return preprocess(
    (value: string | boolean | undefined) => toBooleanInput(value),
    v.optional(v.boolean(message), false),
  );
}

/**
 * A boolean sent explicitly as "true" or "false" (a hidden input of a toggle
 * button); unlike `checkbox`, a missing value is an error.
 */
export function explicitBoolean(message = "Invalid value") {
  return preprocess((value: string | boolean | undefined) => {
    const v: unknown = Array.isArray(value) ? value[value.length - 1] : value;
    if (v === "true") return true;
    if (v === "false") return false;
    return v;
  }, v.boolean(message));
}

/** One of a fixed list of options (a select); "" counts as not chosen. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return preprocess(
    (value: string | undefined) => emptyToUndefined(value),
    v.picklist(values, message),
  );
}

/** One of a fixed list of options; missing or "" gives `defaultValue`. */
export function choiceWithDefault<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  defaultValue: T[number],
) {
  return preprocess(
    (value: string | undefined) => emptyToUndefined(value) ?? defaultValue,
    v.optional(v.picklist(values, message), defaultValue as never),
  );
}

/** Repeated form fields arrive as a string (one) or an array (several). */
export function toArrayInput(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return [];
  return Array.isArray(value) ? value : [value];
}
