/**
 * POST /newsletter: the blog's newsletter box. The box posts here with a
 * fetcher and gets data back (Conform reply + toast). A plain form post
 * (no JavaScript) carries `redirectTo` and is sent back there with the toast
 * in a cookie. GET just goes to the blog.
 */
import { data, redirect } from "react-router";
import { newsletterCopy } from "~/content/blog";
import { NEWSLETTER_EMAIL_MESSAGE, newsletterSchema } from "~/models/newsletter";
import { siteSettingsFor } from "~/config/site.server";
import { subscribe } from "~/server/newsletter.server";
import { handlePublicForm } from "~/server/public-form-action.server";
import { makeToast, redirectWithToast } from "~/server/toast.server";
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

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    form: "newsletter",
    request,
    context,
    schema: newsletterSchema,
    failure: { title: newsletterCopy.failedTitle, description: newsletterCopy.failedMessage },
    limitedTitle: newsletterCopy.limitedTitle,
    // The database being down is a temporary state: 503, try again later.
    failureStatus: 503,
    invalidToast: () => ({ type: "error", title: newsletterCopy.invalidTitle, description: NEWSLETTER_EMAIL_MESSAGE }),
    successToast: () => ({ title: newsletterCopy.successTitle, description: newsletterCopy.successMessage }),
    // Double opt-in: stored pending and a confirmation mailed. A repeat
    // (pending, confirmed or unsubscribed) gets the same answer.
    store: ({ email }) => subscribe(email, { site: siteSettingsFor(context) }),
    respond: ({ status, toast, reset, outcome, submission, formData }) => {
      // Plain form posts (no JavaScript) say where to come back to; fetchers do not.
      if (formData.has("redirectTo")) return redirectWithToast(safeReturnPath(formData.get("redirectTo")), toast!);
      // The wait message also sits under the field, where the box shows errors.
      const result = reset
        ? submission.reply({ resetForm: true })
        : submission.reply(outcome === "limited" && toast?.description ? { fieldErrors: { email: [toast.description] } } : undefined);
      return data({ result, toast: toast ? makeToast(toast) : null }, { status });
    },
  });
}
