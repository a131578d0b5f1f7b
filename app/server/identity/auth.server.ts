/**
 * Who is asking. The root middleware resolves the session cookie once per
 * request into `authContext`; loaders and actions read it with the guards
 * below. Every admin loader and action calls `requireAdmin` itself, in
 * addition to the middleware on the /admin parent route.
 */
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { readSessionToken, getSessionUser, clearedSessionCookie } from "./session.server";
import type { User } from "./queries.server";
import { markStaffRequest, setRequestActor } from "../kernel/request-state.server";
import { env } from "../kernel/env.server";
import { hasSecondFactor } from "./second-factor.server";

/** Where an admin without a second factor is sent while REQUIRE_ADMIN_2FA is on. */
export const ADMIN_SECOND_FACTOR_SETUP = "/account/two-factor?required=admin";

export type AuthState = {
  user: User | null;
  isAdmin: boolean;
  /** The raw session token, for sign-out. */
  sessionToken: string | null;
  /** An admin without the second factor REQUIRE_ADMIN_2FA asks for: the admin area stays shut. */
  adminNeedsSecondFactor?: boolean;
};

const anonymous: AuthState = { user: null, isAdmin: false, sessionToken: null };

/**
 * Whether an admin must set up a second factor before the admin area opens:
 * only admins are asked (one small query), only while the rule is on.
 */
export async function adminNeedsSecondFactor(userId: string, isAdmin: boolean, required = env().requireAdmin2fa) {
  if (!isAdmin || !required) return false;
  return !(await hasSecondFactor(userId));
}

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
  context.set(authContext, {
    user: session.user,
    isAdmin: session.isAdmin,
    sessionToken: token,
    adminNeedsSecondFactor: await adminNeedsSecondFactor(session.user.id, session.isAdmin),
  });
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
 * `nonAdminRedirect` ("/" by default), an admin without a second factor
 * (REQUIRE_ADMIN_2FA) to the two-factor set-up, before anything runs.
 */
export function requireAdmin(context: Context, options: { nonAdminRedirect?: string } = {}): User {
  const { user, isAdmin, adminNeedsSecondFactor: needsSecondFactor } = getAuth(context);
  if (!user) throw redirect("/auth");
  if (!isAdmin) throw redirect(options.nonAdminRedirect ?? "/");
  if (needsSecondFactor) throw redirect(ADMIN_SECOND_FACTOR_SETUP);
  setRequestActor({ id: user.id, email: user.email });
  // A successful non-GET answer to this request is a staff change (page-cache.server.ts).
  markStaffRequest();
  return user;
}
