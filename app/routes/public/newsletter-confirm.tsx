/**
 * /newsletter/confirm?token=…: the link in the confirmation mail (double
 * opt-in). Opening it confirms the address. The address holds a signed token,
 * so the page is never cached (page-cache.server.ts skips /newsletter), never
 * indexed, and answers no-store.
 */
import type { HeadersFunction } from "react-router";
import { NewsletterPage } from "~/components/site/newsletter-page";
import { pageMeta } from "~/components/site/page-meta";
import { NEWSLETTER_PAGES_TEXT as T } from "~/content/newsletter";
import { loadConfirmPage } from "~/server/newsletter/newsletter-pages.server";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: T.confirm.metaTitle, description: T.confirm.metaDescription, path: "/newsletter/confirm", noIndex: true }),
  { name: "referrer", content: "same-origin" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ request }: Route.LoaderArgs) {
  return loadConfirmPage(request);
}

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const text = T.confirm.states[loaderData.state];
  return <NewsletterPage title={text.title} text={text.text} state={loaderData.state} />;
}
