/**
 * Shared field helpers for the model schemas. Client-safe: imported by the
 * browser forms (through Conform's `parseWithZod`) and by the server actions.
 *
 * Every helper accepts FormData-style input: strings that may be empty or
 * padded with spaces. Required text reports its own message when missing,
 * optional text turns "" into `undefined`, and every free-text field has a
 * length cap and refuses NUL bytes.
 */
import { z } from "zod";
import { MAX_LENGTH } from "./limits";

// Zod probes `new Function` to compile faster parsers; the site's CSP forbids
// eval, so in the browser the probe is a CSP violation (reported by DevTools
// and Lighthouse). Every schema imports this module, so this runs first.
z.config({ jitless: true });


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
 * A required, trimmed string. Missing, empty and whitespace-only input all
 * report `message`; longer than `max` reports "Must be at most N characters".
 */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, tooLongMessage(max))
    .refine(hasNoNul, NUL_MESSAGE);
}

/**
 * A required, trimmed string with a minimum length; missing input reports the
 * same message as too-short input.
 */
export function minText(min: number, message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message, abort: true })
    .max(max, tooLongMessage(max))
    .refine(hasNoNul, NUL_MESSAGE);
}

/** An optional, trimmed string: "" and whitespace-only become `undefined`. */
export function optionalText(max: number) {
  return z.preprocess(
    (value: string | undefined) => emptyToUndefined(value),
    z
      .string()
      .trim()
      .max(max, tooLongMessage(max))
      .refine(hasNoNul, NUL_MESSAGE)
      .optional(),
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
  const base = z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(MAX_LENGTH.email, { error: tooLongMessage(MAX_LENGTH.email), abort: true })
    .regex(pattern, invalid)
    .refine(hasNoNul, NUL_MESSAGE);
  return lowercase ? base.toLowerCase() : base;
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
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(MAX_LENGTH.url, { error: tooLongMessage(MAX_LENGTH.url), abort: true })
    .refine(isUrlOrPath, message);
}

/** Like `urlOrPath`, but "" and missing become `undefined`. */
export function optionalUrlOrPath(message: string = INVALID_URL_MESSAGE) {
  return z.preprocess(
    (value: string | undefined) => emptyToUndefined(value),
    urlOrPath(message).optional(),
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
  let schema = z
    .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .int({ error: notWhole, abort: true });
  if (min) schema = schema.min(min.value, min.message);
  schema = max
    ? schema.max(max.value, max.message)
    : schema.max(PG_INT_MAX, NUMBER_TOO_LARGE_MESSAGE);
  return z.preprocess(
    (value: string | number | undefined) => toNumberInput(value, defaultValue),
    // The inner default never fires (the preprocess supplies it) but marks
    // the field as optional for Conform's constraints.
    defaultValue === undefined ? schema : schema.default(defaultValue),
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
  return z.preprocess(
    (value: string | boolean | undefined) => toBooleanInput(value),
    z.boolean({ error: message }).default(false),
  );
}

/**
 * A boolean sent explicitly as "true" or "false" (a hidden input of a toggle
 * button); unlike `checkbox`, a missing value is an error.
 */
export function explicitBoolean(message = "Invalid value") {
  return z.preprocess((value: string | boolean | undefined) => {
    const v: unknown = Array.isArray(value) ? value[value.length - 1] : value;
    if (v === "true") return true;
    if (v === "false") return false;
    return v;
  }, z.boolean({ error: message }));
}

/** One of a fixed list of options (a select); "" counts as not chosen. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (value: string | undefined) => emptyToUndefined(value),
    z.enum(values, { error: message }),
  );
}

/** One of a fixed list of options; missing or "" gives `defaultValue`. */
export function choiceWithDefault<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  defaultValue: T[number],
) {
  return z.preprocess(
    (value: string | undefined) => emptyToUndefined(value) ?? defaultValue,
    z.enum(values, { error: message }).default(defaultValue as never),
  );
}

/** Repeated form fields arrive as a string (one) or an array (several). */
export function toArrayInput(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return [];
  return Array.isArray(value) ? value : [value];
}
