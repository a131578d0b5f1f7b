/**
 * Values the HTTP layer hands to every loader, action and middleware through
 * React Router's context (set in http-app.server.ts).
 */
import { createContext } from "react-router";

export type RequestInfo = {
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** The client's address (behind a proxy only when TRUST_PROXY is set). */
  clientIp: string;
  /** The origin of the site's absolute URLs for this request (site-origin.server.ts); empty: SITE_URL's. */
  siteOrigin: string;
};

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", clientIp: "unknown", siteOrigin: "" });
