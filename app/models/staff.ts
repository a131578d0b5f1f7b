/**
 * Forms of the Staff screen (/admin/staff) and of the invitation link
 * (/auth/invite/<token>). Client-safe: Conform runs the same schemas in the
 * browser and on the server; the server adds the common-password rule
 * (password-rules.server.ts).
 */
import { z } from "zod";
import { INVITE_TEXT } from "~/content/admin/staff";
import { resetPasswordSchema } from "./account";
import { LOOKUP_EMAIL_INVALID_MESSAGE, LOOKUP_EMAIL_REQUIRED_MESSAGE } from "./set-admin";
import { email } from "./text";

/** What an invitation gives: the admin role, or an account without a role. */
export const INVITE_ROLES = ["none", "admin"] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export const inviteSchema = z.object({
  email: email({ required: LOOKUP_EMAIL_REQUIRED_MESSAGE, invalid: LOOKUP_EMAIL_INVALID_MESSAGE, lowercase: true }),
  role: z.enum(INVITE_ROLES, { error: INVITE_TEXT.invalidRole }),
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** The new person's password, with the rules of every new password. */
export const acceptInvitationSchema = resetPasswordSchema;
