import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * False in the server's HTML and while it is being hydrated (and for good
 * without JavaScript), true once React runs the page in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
