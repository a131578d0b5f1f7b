/**
 * Set Admin User (/admin/set-admin): grant the admin role by user id, or find
 * a user's id by e-mail.
 */
import * as v from "valibot";
import { UUID_PATTERN } from "./ids";
import { email, fields, HTML_EMAIL_PATTERN, stopIfInvalid } from "./text";

/** The only role value. */
export const ADMIN_ROLE = "admin";
export const ROLES = [ADMIN_ROLE] as const;
export type Role = (typeof ROLES)[number];

export const USER_ID_REQUIRED_MESSAGE = "Please enter a user ID";
export const USER_ID_INVALID_MESSAGE = "Please enter a valid user ID (a UUID)";

/** Any 8-4-4-4-12 hexadecimal UUID, as PostgreSQL's uuid type accepts it. */


export const setAdminSchema = fields({
  userId: v.pipe(
    v.string(USER_ID_REQUIRED_MESSAGE),
    v.trim(),
    v.minLength(1, USER_ID_REQUIRED_MESSAGE),
    stopIfInvalid<string>(),
    v.regex(UUID_PATTERN, USER_ID_INVALID_MESSAGE),
    v.toLowerCase(),
  ),
});
export type SetAdminInput = v.InferOutput<typeof setAdminSchema>;

export const LOOKUP_EMAIL_REQUIRED_MESSAGE = "Please enter an email address";
export const LOOKUP_EMAIL_INVALID_MESSAGE = "Please enter a valid email address.";

/** Finding a user's id by e-mail (accounts are stored lower-cased). */
export const userLookupSchema = fields({
  email: email({
    required: LOOKUP_EMAIL_REQUIRED_MESSAGE,
    invalid: LOOKUP_EMAIL_INVALID_MESSAGE,
    pattern: HTML_EMAIL_PATTERN,
    lowercase: true,
  }),
});
export type UserLookupInput = v.InferOutput<typeof userLookupSchema>;

