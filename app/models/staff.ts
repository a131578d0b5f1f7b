/**
 * The invitation form of the Staff screen (/admin/staff). Client-safe: Conform
 * runs the same schema in the browser and on the server. (The invitation
 * link's password form is the reset link's, app/models/account.ts: this
 * module stays out of public pages.)
 */
import * as v from "valibot";
import { LOOKUP_EMAIL_INVALID_MESSAGE, LOOKUP_EMAIL_REQUIRED_MESSAGE } from "./set-admin";
import { email, fields } from "./text";

/** What an invitation gives: the admin role, or an account without a role. */
export const INVITE_ROLES = ["none", "admin"] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export const INVALID_ROLE_MESSAGE = "Choose a role.";

export const inviteSchema = fields({
  email: email({ required: LOOKUP_EMAIL_REQUIRED_MESSAGE, invalid: LOOKUP_EMAIL_INVALID_MESSAGE, lowercase: true }),
  role: v.picklist(INVITE_ROLES, INVALID_ROLE_MESSAGE),
});
export type InviteInput = v.InferOutput<typeof inviteSchema>;
