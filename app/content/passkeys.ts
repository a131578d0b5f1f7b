/**
 * Copy of passkeys (WebAuthn): the signed-in person's list at
 * /account/passkeys, the "Sign in with a passkey" button (on /auth and on the
 * second-factor step) and the server's answers to a passkey ceremony.
 */
export const PASSKEYS_TEXT = {
  metaTitle: "Your passkeys",
  metaDescription: "The passkeys that sign you in to your account.",
  title: "Passkeys",
  intro:
    "A passkey signs you in with your fingerprint, face, screen lock or security key instead of your password, and can be your second step after it. You can add several: one per device.",
  /** The link on /account. */
  accountLink: "Manage passkeys",
  accountHeading: "Passkeys",
  accountIntro: "Sign in with your fingerprint, face, screen lock or a security key.",
  backToAccount: "Back to your account",
  addHeading: "Add a passkey",
  nameLabel: "Name",
  nameHint: "So you can tell your passkeys apart, e.g. “Work laptop” or “Phone”.",
  addSubmit: "Add passkey",
  adding: "Waiting for your device...",
  listHeading: "Your passkeys",
  none: "You have no passkeys yet.",
  created: (when: string) => `Added ${when}`,
  lastUsed: (when: string) => `Last used ${when}`,
  neverUsed: "Never used",
  rename: "Rename",
  renameLabel: (name: string) => `New name for ${name}`,
  renameSubmit: "Save",
  renaming: "Saving...",
  cancel: "Cancel",
  remove: "Remove",
  removeLabel: (name: string) => `Remove ${name}`,
  renameButtonLabel: (name: string) => `Rename ${name}`,
  confirmRemoveTitle: (name: string) => `Remove the passkey “${name}”?`,
  confirmRemove: "You will no longer be able to sign in with it. This cannot be undone.",
  confirmRemoveSubmit: "Remove passkey",
  successTitle: "Success",
  added: (name: string) => `The passkey “${name}” has been added.`,
  renamed: (name: string) => `The passkey is now called “${name}”.`,
  removed: (name: string) => `The passkey “${name}” has been removed.`,
  errorTitle: "Error",
  notFound: "That passkey does not exist or is not yours.",
  unsupported: "This browser cannot use passkeys.",
  cancelled: "The passkey request was cancelled or timed out. Please try again.",
  alreadyRegistered: "This device already holds a passkey for your account.",
  registrationFailed: "The passkey could not be verified. Please try again.",
  expired: "The passkey request has expired. Please try again.",
  unknownError: "An unknown error occurred",

  /** The sign-in button (/auth and the second-factor step). */
  signInButton: "Sign in with a passkey",
  secondFactorButton: "Use a passkey",
  signingIn: "Waiting for your passkey...",
  or: "or",
  signInRefused: "The passkey was not accepted. Please try again or sign in with your password.",
  disabled: "This account has been disabled. Please contact an administrator.",
  secondFactorRefused: "The passkey was not accepted. Please try again.",
  secondFactorExpired: "Your sign-in has expired. Please sign in with your password again.",

  /** Lines of the record of changes (activity log). */
  activity: {
    added: (name: string) => `Added the passkey “${name}”`,
    renamed: (from: string, to: string) => `Renamed the passkey “${from}” to “${to}”`,
    removed: (name: string) => `Removed the passkey “${name}”`,
  },
} as const;
