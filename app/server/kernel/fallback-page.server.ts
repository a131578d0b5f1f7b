/**
 * Minimal, self-contained HTML pages for answers given outside React (bad
 * requests, refused posts, an unreachable database, the last-resort error
 * handler). They never include error details: those go to the server log.
 */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function fallbackPageHtml(title: string, message: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#fdfcf9;color:#1f2433;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem}
main{max-width:32rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{color:#4a5066;line-height:1.5}a{color:#b3122f;font-weight:600}</style>
</head><body><main><h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="/">Return to Home</a></p></main></body></html>`;
}

export const FALLBACK_PAGES = {
  400: { title: "Bad request", message: "The address or the data sent could not be understood. Please check it and try again." },
  403: { title: "Not allowed", message: "Forms on this site can only be sent from this site." },
  411: { title: "Length required", message: "Please send the form again from the page." },
  413: { title: "Too large", message: "What you sent is too large. Images can be up to 5 MB." },
  415: { title: "Unsupported form", message: "Please send the form from the page on this site." },
  500: { title: "Something went wrong", message: "We could not show this page right now. Please try again in a moment." },
  503: {
    title: "We'll be right back",
    message: "The site is briefly unavailable while we reconnect to our database. Please try again in a minute.",
  },
} as const;

export type FallbackStatus = keyof typeof FALLBACK_PAGES;

export function fallbackPage(status: FallbackStatus) {
  const { title, message } = FALLBACK_PAGES[status];
  return fallbackPageHtml(title, message);
}
