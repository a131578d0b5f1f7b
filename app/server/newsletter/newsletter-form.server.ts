/**
 * The newsletter box's action, shared by its two addresses: POST /newsletter
 * (the hydrated box's fetcher, and plain posts from pages made before the box
 * posted to its own page) and the blog list's own action (the box without
 * JavaScript posts to the page it is on, so the page can answer with the
 * message under the field and the typed address kept).
 */
import { data, type RouterContextProvider } from "react-router";
import { newsletterCopy } from "~/content/blog";
import { NEWSLETTER_EMAIL_MESSAGE, newsletterSchema } from "~/models/newsletter";
import type { PublicFormData } from "~/lib/form-answer";
import { subscribe } from "./newsletter.server";
import { handlePublicForm, type PublicFormAnswer, type PublicFormSpec } from "../kernel/public-form-action.server";
import { makeToast } from "../kernel/toast.server";

type NewsletterSpec<Reply> = PublicFormSpec<typeof newsletterSchema, Reply>;

/** Runs the newsletter form; `respond` turns the answer into the response. */
export function handleNewsletterForm<Reply>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  respond: NewsletterSpec<Reply>["respond"],
): Promise<Reply> {
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
    store: ({ email }) => subscribe(email),
    respond,
  });
}

/** The box's answer as data: Conform's reply (the wait message under the field too) and the toast. */
export function newsletterReply({ status, toast, reset, outcome, submission, retryAfterSeconds }: PublicFormAnswer<unknown>) {
  const result = reset
    ? submission.reply({ resetForm: true })
    : submission.reply(outcome === "limited" && toast?.description ? { fieldErrors: { email: [toast.description] } } : undefined);
  const body: PublicFormData = { ok: outcome === "success", outcome, result, toast: toast ? makeToast(toast) : null };
  const headers: HeadersInit | undefined = retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) };
  return data(body, { status, headers });
}
