/**
 * /newsletter/unsubscribe?token=…: the unsubscribe link of the newsletter's
 * mails. GET asks (one button); POST unsubscribes, the button's and a mail
 * program's one-click request alike (RFC 8058; http-app.server.ts lets that
 * request through its cross-site check). Never cached, never indexed.
 */
import { Form, useNavigation, type HeadersFunction } from "react-router";
import { NewsletterPage } from "~/components/site/newsletter-page";
import { pageMeta } from "~/components/site/page-meta";
import { SubmitButton } from "~/components/site/public-form";
import { NEWSLETTER_PAGES_TEXT as T } from "~/content/newsletter";
import { loadUnsubscribePage, unsubscribeAction } from "~/server/newsletter/newsletter-pages.server";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: T.unsubscribe.metaTitle,
    description: T.unsubscribe.metaDescription,
    path: "/newsletter/unsubscribe",
    noIndex: true,
  }),
  { name: "referrer", content: "same-origin" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ request }: Route.LoaderArgs) {
  return loadUnsubscribePage(request);
}

export async function action({ request }: Route.ActionArgs) {
  return unsubscribeAction(request);
}

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, email } = actionData ?? loaderData;
  const busy = useNavigation().state === "submitting";
  if (state === "ask") {
    return (
      <NewsletterPage title={T.unsubscribe.askTitle} text={T.unsubscribe.askText(email)} state={state}>
        <Form method="post">
          {/* The same request a mail program's one-click button sends. */}
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <SubmitButton busy={busy} label={T.unsubscribe.submit} busyLabel={T.unsubscribe.submitting} />
        </Form>
      </NewsletterPage>
    );
  }
  const text = T.unsubscribe.states[state];
  return <NewsletterPage title={text.title} text={text.text(email)} state={state} />;
}
