/**
 * Hydration is a choice of each route (decision 0028). A content
 * page (reading only) declares `handle = contentPage` and is sent to an
 * anonymous visitor as plain HTML and CSS: no <Scripts />, no module
 * preloads, no hydration data. Every other page hydrates, and so does every
 * page of a signed-in person (avatar menu, admin link) or a page with a
 * one-shot toast waiting to be shown (sonner needs React).
 */
import { createContext, useContext } from "react";

export type RouteHydration = { hydrate?: boolean };

/** The `handle` of a content page: no JavaScript for anonymous visitors. */
export const contentPage: RouteHydration = { hydrate: false };

type Match = { handle?: unknown };
type RootState = { user?: unknown; toast?: unknown } | null | undefined;

/** The deepest route that says so decides; a route that says nothing hydrates. */
export function routesHydrate(matches: readonly Match[]): boolean {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHydration | undefined;
    if (handle && typeof handle.hydrate === "boolean") return handle.hydrate;
  }
  return true;
}

/** Whether this document hydrates (a signed-in person or a waiting toast always does). */
export function documentHydrates(matches: readonly Match[], root: RootState): boolean {
  return Boolean(root?.user) || Boolean(root?.toast) || routesHydrate(matches);
}

/**
 * True when the current document runs React in the browser. The root layout
 * provides it; in the browser it is always true (only a hydrated document
 * runs code there), so server and browser agree while hydrating.
 */
export const HydrationContext = createContext(true);

export function useDocumentHydrates() {
  return useContext(HydrationContext);
}
