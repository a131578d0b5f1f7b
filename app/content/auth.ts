/**
 * Fixed copy for the sign-in screen (/auth) and the sign-in and sign-out
 * toasts. The brand name comes from site settings.
 */

/** Texts of the sign-in screen and its toasts. */
export const AUTH_TEXT = {
  metaTitle: "Sign In",
  metaDescription: "Sign in to the staff area.",
  /** The spec's "Welcome to the product", with the brand name. */
  title: (brand: string) => `Welcome to ${brand}`,
  subtitle: "Sign in to your account",
  emailLabel: "Email",
  passwordLabel: "Password",
  submit: "Sign In",
  submitting: "Signing in...",
  successTitle: "Success",
  successMessage: "You have been signed in successfully.",
  signedOutMessage: "You have been signed out successfully.",
  errorTitle: "Error",
  /** The server's message for a wrong email or password. */
  invalidCredentials: "Invalid login credentials",
  /** Shown only after the right password (decision 0021): the account's owner learns why, nobody else does. */
  accountDisabled: "This account is disabled. Ask an admin of the collective to enable it.",
  unknownError: "An unknown error occurred",
} as const;
