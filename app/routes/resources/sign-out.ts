/**
 * POST /auth/sign-out: ends the session (the row is deleted, the cookie
 * cleared) and returns to / with the spec's toast. A GET changes nothing.
 */
import { redirect } from "react-router";
import { getAuth } from "~/server/identity/auth.server";
import { answeredFailure } from "~/server/kernel/answers.server";
import { clearedSessionCookie, deleteSession } from "~/server/identity/session.server";
import { redirectWithToast } from "~/server/kernel/toast.server";
import { AUTH_TEXT } from "~/content/auth";
import type { Route } from "./+types/sign-out";

export function loader() {
  return redirect("/");
}

export async function action({ context }: Route.ActionArgs) {
  const { sessionToken } = getAuth(context);
  try {
    if (sessionToken) await deleteSession(sessionToken);
  } catch (error) {
    // The spec: a failed sign-out gets the sign-in failure's toast. The
    // session still stands, so the cookie stays and the person knows to retry.
    answeredFailure(context, "auth sign-out", error);
    return redirectWithToast("/", { type: "error", title: AUTH_TEXT.errorTitle, description: AUTH_TEXT.unknownError });
  }
  return redirectWithToast(
    "/",
    { type: "success", title: AUTH_TEXT.signedOutMessage },
    { headers: { "Set-Cookie": clearedSessionCookie() } },
  );
}
