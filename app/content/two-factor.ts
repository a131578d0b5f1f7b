/**
 * Copy of two-factor sign-in: the set-up page (/account/two-factor), the
 * second step of signing in (/auth/second-factor), and the lines the record
 * of changes shows for sign-ins and two-factor changes.
 */

export const TWO_FACTOR_TEXT = {
  metaTitle: "Two-factor sign-in",
  metaDescription: "Protect your account with a code from an authenticator app.",
  title: "Two-factor sign-in",
  backToAccount: "Back to your account",
  toAdmin: "Go to the admin area",
  accountLinkHeading: "Two-factor sign-in",
  accountLinkOn: "Two-factor sign-in is on: signing in asks for a code from your authenticator app.",
  accountLinkOff: "Two-factor sign-in is off. Turn it on so a stolen password alone cannot open your account.",
  accountLink: "Manage two-factor sign-in",
  /** Shown when the admin area sent the person here (REQUIRE_ADMIN_2FA). */
  adminRequiredTitle: "Two-factor sign-in is required",
  adminRequired:
    "The admin area opens only for accounts with a second factor. Set up an authenticator app below (or add a passkey), then go back to the admin area.",
  statusOn: "On",
  statusOff: "Off",
  setupHeading: "Set up an authenticator app",
  setupIntro:
    "Scan the QR code with an authenticator app (for example a password manager or an app like Aegis, 2FAS or Google Authenticator), then type the 6-digit code it shows.",
  qrAlt: "QR code to add this account to an authenticator app",
  secretLabel: "Or type this key into the app",
  codeLabel: "6-digit code",
  confirmSubmit: "Turn on two-factor sign-in",
  confirming: "Checking...",
  wrongCode: "That code is not right. Check the time on your phone and try the newest code.",
  setupExpired: "This set-up has expired (it lasts 10 minutes). Scan the new QR code shown now and enter its code.",
  recoveryHeading: "Your recovery codes",
  recoveryIntro:
    "Each code signs you in once if you lose your phone. Keep them somewhere safe, such as a password manager: they are shown only now.",
  recoveryListLabel: "Recovery codes",
  copyCodes: "Copy codes",
  copied: "Copied",
  downloadCodes: "Download codes",
  downloadFileName: "recovery-codes.txt",
  recoveryDone: "I have saved my codes",
  onHeading: "Two-factor sign-in is on",
  onIntro: (enabledAt: string, unused: number) =>
    `Turned on ${enabledAt}. You have ${unused} unused recovery code${unused === 1 ? "" : "s"}.`,
  regenerateHeading: "New recovery codes",
  regenerateIntro: "Makes 10 new codes; the old ones stop working.",
  regenerateSubmit: "Make new recovery codes",
  regenerating: "Making...",
  disableHeading: "Turn off two-factor sign-in",
  disableIntro:
    "Enter your password or a current code from your app. Your recovery codes are deleted; passkeys stay.",
  passwordLabel: "Current password",
  orCodeLabel: "Or a code from your app",
  proofWrong: "The password or code is not correct",
  disableSubmit: "Turn off two-factor sign-in",
  disabling: "Turning off...",
  enabledTitle: "Success",
  enabled: "Two-factor sign-in is on. Save your recovery codes now.",
  disabledTitle: "Success",
  disabled: "Two-factor sign-in is off and your recovery codes were deleted.",
  regeneratedTitle: "Success",
  regenerated: "New recovery codes were made; the old ones no longer work.",
  errorTitle: "Error",
  throttled: (retryAfterSeconds: number) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
  },
  unknownError: "An unknown error occurred",
} as const;

export const SECOND_FACTOR_TEXT = {
  metaTitle: "Two-factor sign-in",
  metaDescription: "The second step of signing in.",
  title: "Two-factor sign-in",
  totpIntro: "Open your authenticator app and enter the 6-digit code it shows for this site.",
  recoveryIntro: "Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.",
  passkeyOnlyIntro: "Use your passkey to finish signing in.",
  passkeyAlsoIntro: "Or use your passkey instead.",
  codeLabel: "6-digit code",
  recoveryLabel: "Recovery code",
  submit: "Verify",
  submitting: "Checking...",
  useRecovery: "Use a recovery code",
  useTotp: "Use a code from your app",
  startOver: "Start again with your password",
  errorTitle: "Error",
  wrongCode: "That code is not right. Please try again.",
  wrongRecovery: "That recovery code is not right or was already used.",
  exhausted: "Too many wrong codes. Please sign in with your password again.",
  expired: "This sign-in has expired or was already finished. Please sign in with your password again.",
  throttled: (retryAfterSeconds: number) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
  },
  unknownError: "An unknown error occurred",
} as const;

/** One line per entry in the record of changes. */
export const TWO_FACTOR_ACTIVITY = {
  signIn: (email: string, method: string) => `${email} signed in (${method})`,
  signInFailed: (email: string | null, reason: string) => `Failed sign-in${email ? ` for ${email}` : ""} (${reason})`,
  enabled: (email: string) => `Turned on two-factor sign-in for ${email}`,
  disabled: (email: string) => `Turned off two-factor sign-in for ${email}`,
  regenerated: (email: string) => `Made new recovery codes for ${email}`,
  reset: (email: string) => `Reset two-factor sign-in of ${email} (operator command)`,
} as const;

/** The operator's command `npm run user:reset-2fa`. */
export const RESET_2FA_TEXT = {
  usage: "Usage: npm run user:reset-2fa -- --email <email>",
  unknown: (email: string) => `No account with the email ${email}.`,
  done: (email: string, r: { totp: boolean; recoveryCodes: number; passkeys: number; sessions: number }) =>
    [
      `Two-factor sign-in of ${email} was reset:`,
      `  TOTP: ${r.totp ? "turned off" : "was not on"}`,
      `  recovery codes deleted: ${r.recoveryCodes}`,
      `  passkeys deleted: ${r.passkeys}`,
      `  sessions ended: ${r.sessions}`,
    ].join("\n"),
} as const;
