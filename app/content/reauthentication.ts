/**
 * Copy of /account/confirm: the fresh proof (password or a current code) asked
 * before adding or removing a passkey or making new recovery codes.
 */
export const CONFIRM_TEXT = {
  metaTitle: "Confirm it's you",
  metaDescription: "Enter your password before changing how you sign in.",
  title: "Confirm it's you",
  intro:
    "Adding or removing a passkey and making new recovery codes change how your account can be opened, so we ask for your password first (or a code from your authenticator app). You will not be asked again for the next 5 minutes.",
  passwordLabel: "Current password",
  orCodeLabel: "Or a code from your app",
  submit: "Continue",
  submitting: "Checking...",
  wrong: "The password or code is not correct",
  backToAccount: "Back to your account",
  errorTitle: "Error",
  throttled: (retryAfterSeconds: number) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
  },
  unknownError: "An unknown error occurred",
  /** Told by the passkey form when its post was refused for want of a fresh proof. */
  needed: "Please confirm it's you first.",
} as const;
