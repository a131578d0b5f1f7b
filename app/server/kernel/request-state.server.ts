/**
 * What happened while one HTTP request was being answered, for the page
 * cache to decide what it may keep. Held in an AsyncLocalStorage opened by
 * the HTTP layer, so code without the request at hand (the database driver,
 * the render) can still report on it:
 * - `degraded`: a database query failed (even if a loader swallowed the
 *   error and showed an empty section) or the render reported an error or
 *   was cut off. Such an answer is never cached, by the app or a CDN.
 * - `renderPending`: the page's shell went out before all of it was ready
 *   (streamed sections). When the headers are written its health is not
 *   known yet, so a CDN is not allowed to keep that copy.
 * - `staffChange`: an admin session was resolved for this request, so a
 *   successful non-GET answer is a staff change that empties the page cache.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** Who made the request, for the record of changes (activity.server.ts). */
export type RequestActor = { id: string; email: string };

export type RequestState = {
  degraded: boolean;
  renderPending: boolean;
  staffChange: boolean;
  /** The signed-in person, once a guard (requireUser/requireAdmin) resolved them. */
  actor: RequestActor | null;
  /** The client's address as the HTTP layer saw it. */
  clientIp: string | null;
};

const storage = new AsyncLocalStorage<RequestState>();

export function newRequestState(): RequestState {
  return { degraded: false, renderPending: false, staffChange: false, actor: null, clientIp: null };
}

/** Runs `fn` (and everything it starts) with `state` as the current request's state. */
export function runWithRequestState<T>(state: RequestState, fn: () => T): T {
  return storage.run(state, fn);
}

/** The state of the request being answered, if any (none in scripts and tests). */
export function currentRequestState(): RequestState | undefined {
  return storage.getStore();
}

/** An admin session was resolved for this request (requireAdmin). */
export function markStaffRequest() {
  const state = storage.getStore();
  if (state) state.staffChange = true;
}

/** The signed-in person making this request (set by the auth guards). */
export function setRequestActor(actor: RequestActor) {
  const state = storage.getStore();
  if (state) state.actor = actor;
}

/**
 * Wraps a promise-returning database call so that its failure marks the
 * request that made it as degraded. The state is taken when the call is
 * made, so it does not depend on where the rejection is observed.
 */
export function reportFailures<A extends unknown[], R>(call: (...args: A) => R): (...args: A) => R {
  return (...args: A) => {
    const state = storage.getStore();
    const result = call(...args);
    if (state && result instanceof Promise) {
      result.catch(() => {
        state.degraded = true;
      });
    }
    return result;
  };
}
