/**
 * Copy of the notice mailed to an account's owner whenever a way into the
 * account changes: a passkey or an authenticator app added or removed, new
 * recovery codes made, or the operator resetting two-factor sign-in.
 */
export type SecurityChange =
  | { kind: "passkey-added"; name: string }
  | { kind: "passkey-removed"; name: string }
  | { kind: "totp-enabled" }
  | { kind: "totp-disabled" }
  | { kind: "recovery-codes" }
  | { kind: "second-factor-reset" };

const what = (change: SecurityChange): string => {
  switch (change.kind) {
    case "passkey-added":
      return `A passkey named “${change.name}” was added to your account.`;
    case "passkey-removed":
      return `The passkey named “${change.name}” was removed from your account.`;
    case "totp-enabled":
      return "Two-factor sign-in with an authenticator app was turned on for your account.";
    case "totp-disabled":
      return "Two-factor sign-in with an authenticator app was turned off for your account.";
    case "recovery-codes":
      return "New recovery codes were made for your account; the old ones no longer work.";
    case "second-factor-reset":
      return "The site's operator reset your two-factor sign-in: the authenticator app, recovery codes and passkeys were removed.";
  }
};

export const accountSecurityMail = {
  subject: (brandName: string) => `A sign-in method of your ${brandName} account changed`,
  heading: "Your sign-in methods changed",
  greeting: "Namaste,",
  what,
  when: (at: string) => `When: ${at} (Nepal time).`,
  ifYou: "If this was you, there is nothing to do.",
  ifNotYou:
    "If it was not you, someone may be signed in to your account: set a new password with “Forgot your password?” on the sign-in page, then look at your passkeys and two-factor sign-in on your account page.",
  action: "Open your account",
  reason: (brandName: string) => `You receive this because it is about your ${brandName} account.`,
} as const;
