/**
 * Copy of the account pages: the one-time reset link (/auth/reset/<token>),
 * the invitation page and the signed-in person's own page (/account: change
 * password, sessions). Forgot password is in forgot-password.ts.
 */
export const RESET_TEXT = {
  metaTitle: "Set a new password",
  metaDescription: "Set a new password for your account.",
  title: "Set a new password",
  subtitle: "Choose a new password of at least 8 characters.",
  passwordLabel: "New password",
  confirmLabel: "Confirm new password",
  submit: "Set new password",
  submitting: "Saving...",
  /** Toast on /auth after a reset: the person signs in with the new password. */
  doneTitle: "Success",
  doneMessage: "Your password has been changed. Please sign in with your new password.",
  errorTitle: "Error",
  invalidTitle: "This link does not work",
  invalid: "The link is not valid. Please ask for a new one.",
  expired: "The link has expired: links work for 30 minutes. Please ask for a new one.",
  used: "The link has already been used. Please ask for a new one if you still need it.",
  askAgain: "Ask for a new link",
  unknownError: "An unknown error occurred",
  /** The account's passkeys, offered for removal with the new password. */
  passkeysHeading: "Your passkeys",
  passkeysIntro:
    "A passkey signs in without a password, so a new password does not stop it. Tick any passkey you do not recognise, or no longer use, to remove it with the new password.",
  removePasskey: (name: string) => `Remove “${name}”`,
  passkeyDetails: (created: string, lastUsed: string | null) => `Added ${created}${lastUsed ? `, last used ${lastUsed}` : ", never used"}`,
} as const;

/** The one-time staff invitation link (/auth/invite/<token>, decision 0021). */
export const INVITE_PAGE_TEXT = {
  metaTitle: "Accept your invitation",
  metaDescription: "Choose a password for your new account.",
  title: "Welcome to the collective",
  subtitle: (email: string) => `Choose a password for ${email}: at least 8 characters, and not a common one.`,
  passwordLabel: "Password",
  confirmLabel: "Confirm password",
  submit: "Create my account",
  submitting: "Creating...",
  /** Toast after the account is made: the person is signed in. */
  doneTitle: "Welcome",
  doneMessage: "Your account is ready and you are signed in.",
  errorTitle: "Error",
  invalidTitle: "This invitation does not work",
  invalid: "The link is not valid. Please ask the person who invited you for a new invitation.",
  expired: "The invitation has expired: invitations work for 72 hours. Please ask for a new one.",
  used: "The invitation has already been used. If it was you, sign in with your password.",
  revoked: "The invitation has been withdrawn. Please ask the person who invited you if you still need an account.",
  exists: "An account with this address already exists. Sign in with its password, or ask for a new password.",
  toSignIn: "Go to sign in",
  unknownError: "An unknown error occurred",
} as const;

export const PASSWORD_RULES_TEXT = {
  /** Checked on the server against a list of the 10,000 most common passwords. */
  tooCommon: "This password is too common. Choose another.",
  currentWrong: "The current password is not correct",
} as const;

export const ACCOUNT_TEXT = {
  metaTitle: "Your account",
  metaDescription: "Your password and where you are signed in.",
  title: "Your account",
  signedInAs: (email: string) => `Signed in as ${email}`,
  passwordHeading: "Change password",
  passwordIntro: "After the change, every other browser signed in to your account is signed out.",
  currentLabel: "Current password",
  newLabel: "New password",
  confirmLabel: "Confirm new password",
  changeSubmit: "Change password",
  changing: "Saving...",
  changedTitle: "Success",
  changed: "Your password has been changed. Other sessions have been signed out.",
  sessionsHeading: "Where you are signed in",
  sessionsIntro: "Each browser signed in to your account. Sign out the ones you do not recognise.",
  thisSession: "This browser",
  unknownBrowser: "Unknown browser",
  unknownAddress: "Unknown address",
  lastSeen: (when: string) => `Last seen ${when}`,
  columns: { browser: "Browser", address: "IP address", lastSeen: "Last seen" },
  noOtherSessions: "You are not signed in anywhere else.",
  signOutOthers: "Sign out everywhere else",
  signingOut: "Signing out...",
  signedOutOthersTitle: "Success",
  signedOutOthers: (count: number) =>
    count === 0 ? "There were no other sessions." : `Signed out ${count} other session${count === 1 ? "" : "s"}.`,
  errorTitle: "Error",
  unknownError: "An unknown error occurred",
  menuLink: "Your account",
} as const;
