/**
 * Who is asking. The root middleware resolves the session cookie once per
 * request into `authContext`; loaders and actions read it with the guards
 * below. Every admin loader and action calls `requireAdmin` itself, in
 * addition to the middleware on the /admin parent route.
 */
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { readSessionToken, getSessionUser, clearedSessionCookie } from "./session.server";
import type { User } from "./users.server";
import { markStaffRequest, setRequestActor } from "./request-state.server";

export type AuthState = {
  user: User | null;
  isAdmin: boolean;
  /** The raw session token, for sign-out. */
  sessionToken: string | null;
};

const anonymous: AuthState = { user: null, isAdmin: false, sessionToken: null };

export const authContext = createContext<AuthState>(anonymous);

type Context = Readonly<RouterContextProvider>;

export const authMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = readSessionToken(request);
  if (!token) return next();
  const session = await getSessionUser(token);
  if (!session) {
    // Unknown or expired: forget the cookie so the browser stops sending it.
    const response = await next();
    response.headers.append("Set-Cookie", clearedSessionCookie());
    return response;
  }
  context.set(authContext, { user: session.user, isAdmin: session.isAdmin, sessionToken: token });
  return next();
};

export function getAuth(context: Context): AuthState {
  return context.get(authContext);
}

/** A signed-in user, or a redirect to /auth. */
export function requireUser(context: Context): User {
  const { user } = getAuth(context);
  if (!user) throw redirect("/auth");
  setRequestActor({ id: user.id, email: user.email });
  return user;
}

/**
 * An admin, or a redirect: no session goes to /auth, a signed-in non-admin to
 * `nonAdminRedirect` ("/" by default).
 */
export function requireAdmin(context: Context, options: { nonAdminRedirect?: string } = {}): User {
  const { user, isAdmin } = getAuth(context);
  if (!user) throw redirect("/auth");
  if (!isAdmin) throw redirect(options.nonAdminRedirect ?? "/");
  setRequestActor({ id: user.id, email: user.email });
  // A successful non-GET answer to this request is a staff change (page-cache.server.ts).
  markStaffRequest();
  return user;
}
