/**
 * The visitor's private booking page, reached from the link in their
 * confirmation: see the booking, move it or cancel it. The address holds a
 * secret, so the page is never cached (page-cache.server.ts skips it, and it
 * answers `no-store`), never indexed, and sends no Referer to other sites
 * (Referrer-Policy same-origin, set with the security headers in http-app.server.ts).
 */
import { useEffect, useRef } from "react";
import { Form, Link, useSearchParams, type HeadersFunction } from "react-router";
import { BookingMoveForm, usePosting } from "~/components/site/booking-move-form";
import { pageMeta } from "~/components/site/page-meta";
import { NoScriptOutcome, SubmitButton } from "~/components/site/public-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { BOOKING_MANAGE_TEXT as T, type ManageState } from "~/content/booking-manage";
import { formatBookingDate } from "~/lib/time/calendar";
import { useToastFrom } from "~/lib/toast";
import { loadManagePage, manageAction, type BookingView } from "~/server/bookings/booking-manage-action.server";
import type { Route } from "./+types/booking-manage";

export const meta: Route.MetaFunction = (args) => [
  // The canonical address leaves the token out.
  ...pageMeta(args, { title: T.metaTitle, description: T.metaDescription, path: "/booking/manage", noIndex: true }),
  { name: "referrer", content: "same-origin" },
];

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function loader({ params }: Route.LoaderArgs) {
  return loadManagePage(params.token);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return manageAction(params.token, request, context);
}

const CONFIRM_PARAM = "confirm";

export default function BookingManagePage({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  const [params] = useSearchParams();
  if (loaderData.state !== "active") {
    return (
      <Page>
        <NoScriptOutcome toast={actionData?.toast} />
        <LinkState state={loaderData.state} booking={loaderData.booking} />
      </Page>
    );
  }
  const { booking, range, taken, now } = loaderData;
  const confirming = params.get(CONFIRM_PARAM) === "cancel";
  const kept = actionData && actionData.outcome !== "moved" ? actionData : undefined;
  return (
    <Page>
      <header className="space-y-3 text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{T.eyebrow}</p>
        <h1 className="text-3xl font-bold sm:text-4xl">{T.heading}</h1>
        <p className="text-muted-foreground">{T.intro}</p>
      </header>
      <NoScriptOutcome toast={actionData?.toast} />
      <BookingSummary booking={booking} />
      <div className="grid gap-6 md:grid-cols-2">
        <Card spacing="compact">
          <CardHeader>
            <CardTitle>
              <h2 className="text-xl">{T.moveHeading}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-sm text-muted-foreground">{T.moveIntro}</p>
            <BookingMoveForm
              // A moved booking starts a fresh form at its new time.
              key={`${booking.eventDate}|${booking.timeSlot}`}
              booking={booking}
              range={range}
              taken={taken}
              now={now}
              values={kept?.values}
              error={kept?.error}
            />
          </CardContent>
        </Card>
        <Card spacing="compact">
          <CardHeader>
            <CardTitle>
              <h2 className="text-xl">{T.cancelHeading}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {confirming ? (
              <CancelConfirm booking={booking} />
            ) : (
              <>
                <p className="text-sm text-muted-foreground">{T.cancelIntro}</p>
                <Button asChild variant="outline">
                  <Link to={`?${CONFIRM_PARAM}=cancel`} replace preventScrollReset>
                    {T.cancelOpen}
                  </Link>
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-4xl space-y-8 px-4 pb-20 pt-32 sm:px-6">{children}</div>;
}

/** The confirm step: a plain form post, reached by a link, so it works without JavaScript. */
function CancelConfirm({ booking }: { booking: BookingView }) {
  const busy = usePosting("cancel");
  const heading = useRef<HTMLHeadingElement>(null);
  // Moves focus to the question, so a keyboard or screen reader user is where the choice is.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="cancel-confirm-heading" className="space-y-4 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <h3 id="cancel-confirm-heading" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {T.confirmHeading}
      </h3>
      <p className="text-sm">{T.confirmText(formatBookingDate(booking.eventDate), booking.timeSlot)}</p>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <SubmitButton busy={busy} label={T.confirmYes} busyLabel={T.cancelling} className="bg-destructive hover:bg-destructive/90" />
        </Form>
        <Button asChild variant="outline" size="lg">
          <Link to="." replace preventScrollReset>
            {T.confirmNo}
          </Link>
        </Button>
      </div>
    </section>
  );
}

function BookingSummary({ booking }: { booking: BookingView }) {
  const rows: [string, string][] = [
    [T.labels.name, booking.name],
    [T.labels.date, formatBookingDate(booking.eventDate)],
    [T.labels.time, booking.timeSlot],
    [T.labels.projectType, booking.eventType],
    [T.labels.location, booking.location],
    [T.labels.status, T.statusNames[booking.status] ?? booking.status],
  ];
  return (
    <dl data-testid="booking-summary" className="grid gap-x-6 gap-y-3 rounded-xl border bg-card p-6 shadow-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A link that allows no change: why, the booking when there is one, and ways on. */
function LinkState({ state, booking }: { state: ManageState; booking: BookingView | null }) {
  const text = T.states[state];
  return (
    <>
      <header className="space-y-3 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{text.title}</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">{text.text}</p>
      </header>
      {booking && <BookingSummary booking={booking} />}
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/hire">{T.bookAgain}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">{T.contact}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{T.backHome}</Link>
        </Button>
      </div>
    </>
  );
}
