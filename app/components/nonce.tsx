import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response, provided by entry.server.tsx so the
 * inline scripts React Router renders carry it. Empty in the browser (the
 * browser hides nonces from the DOM anyway).
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
