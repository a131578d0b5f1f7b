/**
 * Copy of forgot password (/auth/forgot) and of its link on the sign-in page.
 * Its own module so the sign-in page does not load the account pages' copy.
 */
export const FORGOT_TEXT = {
  metaTitle: "Forgot your password?",
  metaDescription: "Ask for a link to set a new password.",
  link: "Forgot your password?",
  title: "Forgot your password?",
  subtitle: "Enter the e-mail address of your account and we will send you a link to set a new password.",
  emailLabel: "Email",
  submit: "Send the link",
  submitting: "Sending...",
  /** The same answer whether or not the address has an account. */
  sentTitle: "Check your e-mail",
  sent: "If an account exists for that address, we have sent a link to set a new password. It works once, for 30 minutes.",
  backToSignIn: "Back to sign in",
  errorTitle: "Error",
  throttled: (retryAfterSeconds: number) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `Too many requests. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
  },
  unknownError: "An unknown error occurred",
} as const;
