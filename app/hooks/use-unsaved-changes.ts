import { useEffect } from "react";
import { useBlocker } from "react-router";

export const UNSAVED_CHANGES_MESSAGE = "You have unsaved changes. Leave this page and lose them?";

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through
 * React Router's blocker, closing or reloading the tab through beforeunload.
 * Pass `dirty` false once the form is saved.
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_CHANGES_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
