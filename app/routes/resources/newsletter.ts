/**
 * POST /newsletter: the blog's newsletter box. The box posts here with a
 * fetcher and gets data back (Conform reply + toast). A plain form post
 * (no JavaScript) carries `redirectTo` and is sent back there with the toast
 * in a cookie. GET just goes to the blog.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { newsletterCopy } from "~/content/blog";
import { NEWSLETTER_EMAIL_MESSAGE, newsletterSchema } from "~/models/newsletter";
import { subscribe } from "~/server/newsletter.server";
import { guardPublicForm } from "~/server/public-form.server";
import { makeToast, redirectWithToast, type ToastInput } from "~/server/toast.server";
import type { Route } from "./+types/newsletter";

const DEFAULT_RETURN = "/blog";

export function loader() {
  return redirect(DEFAULT_RETURN);
}

/** Only a path on this site ("/blog", "/blog/..."), never another host. */
function safeReturnPath(value: FormDataEntryValue | null): string {
  if (typeof value !== "string") return DEFAULT_RETURN;
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\") || /[\s\u0000]/.test(path)) {
    return DEFAULT_RETURN;
  }
  return path;
}

const success: ToastInput = {
  type: "success",
  title: newsletterCopy.successTitle,
  description: newsletterCopy.successMessage,
};

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  // Plain form posts (no JavaScript) say where to come back to; fetchers do not.
  const returnTo = formData.has("redirectTo") ? safeReturnPath(formData.get("redirectTo")) : null;

  const submission = parseWithZod(formData, { schema: newsletterSchema });

  const answer = (status: number, toast: ToastInput, options: { reset?: boolean; fieldError?: string } = {}) => {
    if (returnTo) return redirectWithToast(returnTo, toast);
    const result = options.reset
      ? submission.reply({ resetForm: true })
      : submission.reply(options.fieldError ? { fieldErrors: { email: [options.fieldError] } } : undefined);
    return data({ result, toast: makeToast(toast) }, { status });
  };
  const failed = () =>
    answer(503, { type: "error", title: newsletterCopy.failedTitle, description: newsletterCopy.failedMessage });

  let guard: Awaited<ReturnType<typeof guardPublicForm>>;
  try {
    // The rate limit is counted in the database: an outage answers with the
    // error toast, never the error page that would replace the blog.
    guard = await guardPublicForm("newsletter", formData, context);
  } catch (error) {
    console.error("[newsletter] guard failed:", error);
    return failed();
  }

  if (guard.kind === "limited") {
    return answer(
      429,
      { type: "error", title: newsletterCopy.limitedTitle, description: guard.message },
      { fieldError: guard.message },
    );
  }
  // A bot gets the same answer as a person; nothing is stored.
  if (guard.kind === "bot") return answer(200, success, { reset: true });

  if (submission.status !== "success") {
    return answer(400, { type: "error", title: newsletterCopy.invalidTitle, description: NEWSLETTER_EMAIL_MESSAGE });
  }

  try {
    // A repeat subscription is accepted quietly (same answer).
    await subscribe(submission.value.email);
  } catch (error) {
    console.error("[newsletter] subscribe failed:", error);
    return failed();
  }
  return answer(200, success, { reset: true });
}
