import { data, Link } from "react-router";
import { pageMeta } from "~/components/site/page-meta";
import { Button } from "~/components/ui/button";
import { notFoundCopy } from "~/content/not-found";
import type { Route } from "./+types/not-found";
import { contentPage } from "~/lib/hydration";

/** A content page: no JavaScript for anonymous visitors (app/lib/hydration.ts). */
export const handle = contentPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: notFoundCopy.metaTitle,
    description: notFoundCopy.description,
    path: args.location.pathname,
    noIndex: true,
  });

/** Any unknown path: the spec's 404 page, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 pb-16 pt-32 text-center">
      <p className="font-display text-7xl font-extrabold text-primary">{notFoundCopy.heading}</p>
      <h1 className="text-2xl font-bold sm:text-3xl">{notFoundCopy.title}</h1>
      <Button asChild>
        <Link to="/">{notFoundCopy.returnHome}</Link>
      </Button>
    </div>
  );
}
