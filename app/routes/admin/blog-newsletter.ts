/**
 * A blog post's newsletter (/admin/blogs/:id/newsletter), used by the editor's
 * panel (components/admin/newsletter-send.tsx): the loader gives the post's
 * send state and the mail's preview; the action sends a test copy to the
 * signed-in admin (intent=test) or the post to every confirmed subscriber
 * (intent=send, with `resendOf` to send again). The work is in
 * server/newsletter/newsletter-send.server.ts.
 */
import { data } from "react-router";
import * as v from "valibot";
import { fields } from "~/models/text";
import { NEWSLETTER_SEND_TEXT as T } from "~/content/admin/newsletter-send";
import { formatDateTime } from "~/lib/time/instants";
import { isUuid } from "~/models/ids";
import { failureMessage, refuse, succeed } from "~/server/kernel/answers.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { newsletterState, sendNewsletter, sendNewsletterTest } from "~/server/newsletter/newsletter-send.server";
import type { Route } from "./+types/blog-newsletter";

export async function loader({ context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const state = await newsletterState(params.id, admin.email);
  if (!state) throw data(null, { status: 404 });
  return state;
}

const actionSchema = v.variant("intent", [
  fields({ intent: v.literal("test") }),
  fields({
    intent: v.literal("send"),
    // The last send's time the admin confirmed over (ISO), or nothing for the first send.
    resendOf: v.union([
      v.optional(v.pipe(v.string(), v.isoTimestamp())),
      v.pipe(
        v.literal(""),
        v.transform(() => undefined),
      ),
    ]),
  }),
]);

const fail = (status: number, description: string) => refuse(status, { title: T.error, description });

export async function action({ context, params, request }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  if (!isUuid(params.id)) return fail(404, T.notFound);
  let form: v.InferOutput<typeof actionSchema>;
  try {
    const parsed = v.safeParse(actionSchema, Object.fromEntries(await request.formData()));
    if (!parsed.success) return fail(400, T.invalidRequest);
    form = parsed.output;
  } catch {
    return fail(400, T.invalidRequest);
  }
  try {
    if (form.intent === "test") {
      const post = await sendNewsletterTest(params.id, admin.email);
      if (!post) return fail(404, T.notFound);
      return succeed({ title: T.testSent, description: T.testSentMessage(admin.email) });
    }
    const sent = await sendNewsletter(params.id, form.resendOf ? new Date(form.resendOf) : null);
    switch (sent.outcome) {
      case "sent":
        return succeed({ title: T.sent, description: T.sentMessage(sent.recipients) });
      case "already-sent":
        return fail(409, T.alreadySent(formatDateTime(sent.sentAt)));
      case "no-subscribers":
        return fail(409, T.noSubscribers);
      case "not-public":
        return fail(409, T.notPublic);
      case "not-found":
        return fail(404, T.notFound);
    }
  } catch (error) {
    failureMessage("admin/blog-newsletter", error);
    return fail(500, T.failed);
  }
}
