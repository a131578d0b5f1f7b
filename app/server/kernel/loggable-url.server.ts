/**
 * Addresses as they may be written to the server's log: a private link's
 * secret (the booking manage token, the reset, invitation and share-preview links) is replaced, since logs are read and kept
 * by more people, for longer, than the database that holds only its hash.
 */
const SECRET_PATHS = [
  /(\/booking\/manage\/)[^/?#]+/g,
  // The one-time password reset link (/auth/reset/<token>, or ?token= on the same page).
  /(\/auth\/reset\/)[^/?#]+/g,
  /(\/auth\/reset(?:\.data)?\?(?:[^#]*&)?token=)[^&#]+/g,
  // The one-time staff invitation link (/auth/invite/<token>).
  /(\/auth\/invite\/)[^/?#]+/g,
  // A blog post's share-preview link (/blog/preview/<token>).
  /(\/blog\/preview\/)[^/?#]+/g,
];

export function loggableUrl(url: string): string {
  return SECRET_PATHS.reduce((value, pattern) => value.replace(pattern, "$1[token]"), url);
}
