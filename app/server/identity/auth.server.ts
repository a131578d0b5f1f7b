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

/**
 * What the person may see of the staff side: nothing, everything, or (an
 * admin without the second factor REQUIRE_ADMIN_2FA asks for) nothing until
 * they set one up. Read it through `maySeeStaffThings`, never by the role alone.
 */
export type StaffAccess = "none" | "admin" | "admin-needs-second-factor";

export type AuthState = {
  user: User | null;
  staff: StaffAccess;
  /** The raw session token, for sign-out. */
  sessionToken: string | null;
};

const anonymous: AuthState = { user: null, staff: "none", sessionToken: null };

/**
 * The one question every staff-only thing asks (the admin area, drafts at
 * their public address, the admin link): an admin, with the second factor
 * the admin area requires. An admin still setting one up sees what anyone
 * signed in sees.
 */
export function maySeeStaffThings(auth: Pick<AuthState, "staff">): boolean {
  return auth.staff === "admin";
}

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
  const needsSecondFactor = await adminNeedsSecondFactor(session.user.id, session.isAdmin);
  context.set(authContext, {
    user: session.user,
    staff: !session.isAdmin ? "none" : needsSecondFactor ? "admin-needs-second-factor" : "admin",
    sessionToken: token,
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
  const auth = getAuth(context);
  const { user } = auth;
  if (!user) throw redirect("/auth");
  if (auth.staff === "admin-needs-second-factor") throw redirect(ADMIN_SECOND_FACTOR_SETUP);
  if (!maySeeStaffThings(auth)) throw redirect(options.nonAdminRedirect ?? "/");
  setRequestActor({ id: user.id, email: user.email });
  // A successful non-GET answer to this request is a staff change (page-cache.server.ts).
  markStaffRequest();
  return user;
}
