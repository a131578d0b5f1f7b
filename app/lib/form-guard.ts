/**
 * Names and limits of the anti-bot fields every public form carries (see
 * components/site/form-guard-fields.tsx and server/kernel/public-form.server.ts).
 */
/** A field people never see or fill in; bots that fill every field give themselves away. */
export const HONEYPOT_FIELD = "website";
/**
 * The page's signed stamp (server/kernel/form-stamp.server.ts): when the server showed
 * the form. A submission sooner than MIN_FILL_MS after it, or without a stamp
 * the server made, is a bot.
 */
export const STARTED_AT_FIELD = "formStartedAt";
export const MIN_FILL_MS = 1500;
export const GUARD_FIELDS = [HONEYPOT_FIELD, STARTED_AT_FIELD] as const;
