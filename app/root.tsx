import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import outfitFont from "@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2?url";
import { useNonce } from "~/components/nonce";
import { useRootData } from "~/lib/root-data";
import { useToastFrom } from "~/lib/toast";
import { LazyToaster } from "~/components/site/lazy-toaster";
import { SpeculationRules } from "~/components/site/speculation-rules";
import { documentHydrates, HydrationContext } from "~/lib/hydration";
import { siteSettingsFor } from "~/server/site/site-settings.server";
import { authMiddleware, getAuth, maySeeStaffThings } from "~/server/identity/auth.server";
import { databaseAvailabilityMiddleware } from "~/server/kernel/availability.server";
import { readableFormBodyMiddleware } from "~/server/kernel/form-body.server";
import { readToast } from "~/server/kernel/toast.server";
import { requestInfoContext } from "~/server/kernel/request-context.server";

// Outermost first: a broken form body is refused before anything reads it; an
// unreachable database turns errors into a 503 page.
export const middleware: Route.MiddlewareFunction[] = [readableFormBodyMiddleware, databaseAvailabilityMiddleware, authMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = getAuth(context);
  const { user } = auth;
  const { toast, headers } = readToast(request);
  return data(
    {
      site: siteSettingsFor(context),
      // The admin link shows only to those the admin area lets in.
      user: user ? { email: user.email, isAdmin: maySeeStaffThings(auth) } : null,
      toast,
      // This response's signed stamp (also its CSP nonce): public forms send it
      // back so the server can tell how long ago it showed them.
      formStamp: context.get(requestInfoContext).nonce,
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  const matches = useMatches();
  useToastFrom(root);
  // In the browser the document is hydrated by definition; on the server each
  // route decides (app/lib/hydration.ts). A content page for an anonymous
  // visitor gets no script file, no preload and no hydration data. Written
  // with the build's SSR flag, so the browser bundle leaves out what only a
  // page without scripts renders (the speculation rules).
  const hydrate = !import.meta.env.SSR || documentHydrates(matches, root);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b3122f" />
        {/* With a precedence React writes the stylesheet ahead of the ~10 script
            preloads it hoists into <head>, so the one file that blocks the
            first paint is requested first; the heading font is requested with
            it instead of after it (decision 10). */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <link rel="preload" href={outfitFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <HydrationContext value={hydrate}>{children}</HydrationContext>
        {hydrate ? (
          <>
            <LazyToaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <SpeculationRules />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-4xl font-bold">{notFound ? "Oops! Page not found" : "Something went wrong"}</h1>
      <p className="text-muted-foreground">
        {notFound
          ? "The page you are looking for does not exist."
          : "We could not show this page right now. Please try again in a moment."}
      </p>
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </main>
  );
}
