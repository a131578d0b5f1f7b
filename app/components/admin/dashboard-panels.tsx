/**
 * The dashboard's panels beside the spec's count cards: requests per week
 * (charts with their tables), upcoming consultations and what waits. Each
 * takes the loader's promise and streams in behind a skeleton, like the
 * count cards.
 */
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Await, Link } from "react-router";
import { BookingStatusBadge } from "~/components/admin/status-badges";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useHydrated } from "~/hooks/use-hydrated";
import { DASHBOARD_PANELS_TEXT as TEXT, type DashboardKind } from "~/content/admin/dashboard";
import { addDaysToDateString, formatBookingDate, formatDayRange, weekdayName } from "~/lib/time/calendar";
import { cn } from "~/lib/utils";
import type { UpcomingConsultation, WeekCounts } from "~/server/site/dashboard.server";

// recharts is big: its own chunk, fetched only here and only in the browser.
const DashboardChart = lazy(() => import("./dashboard-chart"));

const KINDS: DashboardKind[] = ["bookings", "messages", "applications"];
/** Bar colours from the theme, each at least 3:1 against the card (WCAG non-text contrast). */
const COLORS: Record<DashboardKind, string> = {
  bookings: "var(--primary)",
  messages: "var(--secondary)",
  applications: "var(--success)",
};
const LIST_PATHS: Record<DashboardKind, string> = {
  bookings: "/admin/bookings",
  messages: "/admin/contacts",
  applications: "/admin/applications",
};

function Panel({ title, description, action, children, className }: { title: string; description: string; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader layout="row" className="flex-wrap items-start">
        <div className="space-y-1.5">
          <CardTitle>
            <h2 className="text-lg font-semibold">{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const rowsSkeleton = (n: number, height = "h-10") => (
  <div className="space-y-3">
    {Array.from({ length: n }, (_, i) => (
      <Skeleton key={i} className={cn(height, "w-full")} />
    ))}
  </div>
);

export function WeeklyPanel({ weekly }: { weekly: Promise<WeekCounts[]> }) {
  const [showTables, setShowTables] = useState(false);
  const hydrated = useHydrated();
  return (
    <Panel
      title={TEXT.weekly.title}
      description={TEXT.weekly.description}
      action={
        <Button type="button" variant="outline" size="sm" aria-pressed={showTables} onClick={() => setShowTables((v) => !v)} disabled={!hydrated}>
          {showTables ? TEXT.weekly.hideTables : TEXT.weekly.showTables}
        </Button>
      }
    >
      <Suspense fallback={<div className="grid gap-6 lg:grid-cols-3">{KINDS.map((k) => <Skeleton key={k} className="h-44 w-full" />)}</div>}>
        <Await resolve={weekly} errorElement={<p className="text-muted-foreground">{TEXT.weekly.loadError}</p>}>
          {(weeks) => (
            <div className="grid gap-6 lg:grid-cols-3">
              {KINDS.map((kind) => (
                <WeeklyChart key={kind} kind={kind} weeks={weeks} showTable={showTables} hydrated={hydrated} />
              ))}
            </div>
          )}
        </Await>
      </Suspense>
    </Panel>
  );
}

function WeeklyChart({ kind, weeks, showTable, hydrated }: { kind: DashboardKind; weeks: WeekCounts[]; showTable: boolean; hydrated: boolean }) {
  const title = TEXT.weekly.charts[kind];
  const points = weeks.map((w) => ({ week: w.week, count: w[kind] }));
  const total = points.reduce((sum, p) => sum + p.count, 0);
  return (
    <section aria-labelledby={`chart-${kind}`} className="min-w-0" data-testid={`weekly-${kind}`}>
      <h3 id={`chart-${kind}`} className="font-medium">
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">{TEXT.weekly.total(total)}</p>
      {/* The drawing repeats the table below; screen readers read the table. */}
      <div aria-hidden="true" className="mt-2 h-40">
        {hydrated ? (
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <DashboardChart points={points} color={COLORS[kind]} label={title} />
          </Suspense>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </div>
      {/* sr-only on a wrapper: a table ignores the 1px width and would push the page sideways. */}
      <div className={cn("mt-2", !showTable && "sr-only")}>
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-1 font-medium">{TEXT.weekly.weekColumn}</th>
              <th scope="col" className="py-1 text-right font-medium">{TEXT.weekly.countColumn}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.week} className="border-b last:border-0">
                <th scope="row" className="py-1 text-left font-normal">{formatDayRange(p.week, addDaysToDateString(p.week, 6))}</th>
                <td className="py-1 text-right tabular-nums">{p.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function UpcomingPanel({ upcoming }: { upcoming: Promise<UpcomingConsultation[]> }) {
  return (
    <Panel title={TEXT.upcoming.title} description={TEXT.upcoming.description}>
      <Suspense fallback={rowsSkeleton(3, "h-12")}>
        <Await resolve={upcoming} errorElement={<p className="text-muted-foreground">{TEXT.upcoming.loadError}</p>}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="text-muted-foreground">{TEXT.upcoming.empty}</p>
            ) : (
              <ul className="divide-y" data-testid="upcoming-list">
                {rows.map((b) => {
                  const when = `${weekdayName(b.eventDate, "short")}, ${formatBookingDate(b.eventDate)} · ${b.timeSlot}`;
                  return (
                    <li key={b.id}>
                      <Link
                        to={`/admin/bookings?view=${b.id}`}
                        aria-label={TEXT.upcoming.open(b.name, when)}
                        className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-2 py-3 hover:bg-muted"
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{b.name}</span>
                          <span className="block text-sm text-muted-foreground">{when}</span>
                        </span>
                        <BookingStatusBadge status={b.status} />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </Panel>
  );
}

export function WaitingPanel({ waiting }: { waiting: Promise<Record<DashboardKind, number>> }) {
  return (
    <Panel title={TEXT.waiting.title} description={TEXT.waiting.description}>
      <Suspense fallback={rowsSkeleton(3)}>
        <Await resolve={waiting} errorElement={<p className="text-muted-foreground">{TEXT.waiting.loadError}</p>}>
          {(counts) => (
            <ul className="divide-y">
              {KINDS.map((kind) => (
                <li key={kind}>
                  {/* Every list takes ?status=pending: pending bookings and applications, messages not yet responded to. */}
                  <Link to={`${LIST_PATHS[kind]}?status=pending`} className="flex items-center justify-between gap-3 rounded-md px-2 py-3 hover:bg-muted">
                    <span>{TEXT.waiting.items[kind]}</span>
                    <span className="text-xl font-bold tabular-nums" data-testid={`waiting-${kind}`}>
                      {counts[kind]}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Await>
      </Suspense>
    </Panel>
  );
}
