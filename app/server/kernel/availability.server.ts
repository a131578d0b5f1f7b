/**
 * When the database is unreachable (PostgreSQL restarting, network gone), a
 * page answers 503 with a friendly message instead of a 500 error page. The
 * pool reconnects by itself once the database is back, so the site recovers
 * without a restart.
 */
import { sql } from "drizzle-orm";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { db } from "../db/client.server";
import { fallbackPage } from "./fallback-page.server";

const PROBE_TIMEOUT_MS = 2_000;

/** True when a trivial query answers within a couple of seconds. */
export async function databaseReachable(): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      db().execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("database probe timed out")), PROBE_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function serviceUnavailable() {
  return new Response(fallbackPage(503), {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "30", "Cache-Control": "no-store" },
  });
}

const failureHandled = createContext(false);

/**
 * Says that this request's server failure was already answered the way the
 * spec wants (e.g. the sign-in toast "Error"), so the answer must not be
 * swapped for the 503 page.
 */
export function markFailureHandled(context: Readonly<RouterContextProvider>) {
  context.set(failureHandled, true);
}

/**
 * Outermost middleware: a server error while the database is unreachable
 * becomes a 503 page, unless the route answered the failure itself. Other
 * errors pass through untouched.
 */
export const databaseAvailabilityMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  try {
    const response = await next();
    if (response.status >= 500 && !context.get(failureHandled) && !(await databaseReachable())) {
      console.error("[db] database unreachable: answering 503");
      return serviceUnavailable();
    }
    return response;
  } catch (error) {
    if (!(await databaseReachable())) {
      console.error("[db] database unreachable: answering 503:", (error as Error).message);
      return serviceUnavailable();
    }
    throw error;
  }
};
