/**
 * POST /auth/sign-out: ends the session (the row is deleted, the cookie
 * cleared) and returns to / with the spec's toast. A GET changes nothing.
 */
import { redirect } from "react-router";
import { getAuth } from "~/server/auth.server";
import { clearedSessionCookie, deleteSession } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import { AUTH_TEXT } from "~/content/auth";
import type { Route } from "./+types/sign-out";

export function loader() {
  return redirect("/");
}

export async function action({ context }: Route.ActionArgs) {
  const { sessionToken } = getAuth(context);
  if (sessionToken) await deleteSession(sessionToken);
  return redirectWithToast(
    "/",
    { type: "success", title: AUTH_TEXT.signedOutMessage },
    { headers: { "Set-Cookie": clearedSessionCookie() } },
  );
}
