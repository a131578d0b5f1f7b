/**
 * A `mailto:` link for one address. The address is percent-encoded (RFC 6068)
 * so that nothing in it can add headers or a body to the message: a visitor's
 * `you@corp.example?bcc=...` would otherwise copy staff's reply to a stranger.
 * The at sign stays readable; mail programs decode the rest.
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}`;
}
