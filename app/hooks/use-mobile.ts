import * as React from "react";

/** Matches Tailwind's `md` breakpoint: below it the layout is "mobile". */
export const MOBILE_BREAKPOINT = 768;

const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void) {
  const mediaQuery = window.matchMedia(query);
  mediaQuery.addEventListener("change", onChange);
  return () => mediaQuery.removeEventListener("change", onChange);
}

function getSnapshot() {
  return window.matchMedia(query).matches;
}

/** Assume desktop on the server; the client corrects it straight after hydration. */
function getServerSnapshot() {
  return false;
}

/** True when the viewport is narrower than 768px. */
export function useIsMobile() {
  return React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
