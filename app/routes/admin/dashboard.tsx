import { BookOpen, CalendarCheck, History, Mail, UserPlus } from "lucide-react";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { UpcomingPanel, WaitingPanel, WeeklyPanel } from "~/components/admin/dashboard-panels";
import { MailLinksLocalNotice, MailNotConfiguredNotice } from "~/components/admin/mail-notice";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { dashboardCopy } from "~/content/admin/shell";
import { formatShortDate } from "~/lib/time/calendar";
import { applicationStatusLabel } from "~/models/membership";
import { latestActivity } from "~/server/activity/queries.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { countBlogPosts } from "~/server/blog/post-queries.server";
import { latestBookings } from "~/server/bookings/queries.server";
import { upcomingConsultations, waitingCounts, weeklyActivity } from "~/server/site/dashboard.server";
import { countContactMessages, latestContactMessages } from "~/server/inbox/contact-queries.server";
import { countApplications, latestApplications } from "~/server/inbox/application-queries.server";
import { mailLinksAreLocal, mailSiteUrl } from "~/server/mail/mail-origin.server";
import { mailSettings } from "~/server/mail/mail-settings.server";
import { mailStatus } from "~/server/mail/outbox-admin.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: dashboardCopy.metaTitle }];

const RECENT_LIMIT = 5;

export function loader({ context }: Route.LoaderArgs) {
  const user = requireAdmin(context);
  // Not awaited: the page streams at once with skeletons, the figures follow.
  const counts = Promise.all([countBlogPosts(), countApplications(), countContactMessages()]).then(
    ([blogPosts, applications, messages]) => ({ blogPosts, applications, messages }),
  );
  const recent = Promise.all([
    latestBookings(RECENT_LIMIT),
    latestContactMessages(RECENT_LIMIT),
    latestApplications(RECENT_LIMIT),
    // Staff changes too (the record of changes); if it cannot be read, what came in still shows.
    latestActivity(RECENT_LIMIT).catch((error: unknown) => {
      console.error("[admin/dashboard] recent changes failed:", error);
      return [];
    }),
  ]).then(([bookings, messages, applications, changes]) => mergeActivity(bookings, messages, applications, changes));
  // Only while e-mail is not configured: how many messages wait (the count may fail; the notice shows anyway).
  const mailWaiting = mailSettings().smtpUrl
    ? null
    : mailStatus().then(
        (status) => status.waiting,
        () => null,
      );
  // The panels beside the spec's cards, streamed the same way.
  const now = new Date();
  const weekly = weeklyActivity(now);
  const upcoming = upcomingConsultations(now);
  const waiting = waitingCounts();
  return { email: user.email, counts, recent, mailWaiting, mailLinksOrigin: mailLinksAreLocal() ? mailSiteUrl() : null, weekly, upcoming, waiting };
}

type Activity = {
  key: string;
  kind: string;
  title: string;
  detail: string;
  to: string;
  at: Date;
  icon: "booking" | "message" | "application" | "change";
};

function mergeActivity(
  bookings: Awaited<ReturnType<typeof latestBookings>>,
  messages: Awaited<ReturnType<typeof latestContactMessages>>,
  applications: Awaited<ReturnType<typeof latestApplications>>,
  changes: Awaited<ReturnType<typeof latestActivity>>,
): Activity[] {
  const items: Activity[] = [
    ...bookings.map((b) => ({
      key: `b-${b.id}`,
      kind: dashboardCopy.recentActivity.kinds.booking,
      title: b.name,
      detail: `${b.eventType} · ${b.timeSlot}`,
      to: `/admin/bookings?view=${b.id}`,
      at: b.createdAt,
      icon: "booking" as const,
    })),
    ...messages.map((m) => ({
      key: `m-${m.id}`,
      kind: dashboardCopy.recentActivity.kinds.message,
      title: m.name,
      detail: m.subject,
      to: `/admin/contacts?view=${m.id}`,
      at: m.createdAt,
      icon: "message" as const,
    })),
    ...applications.map((a) => ({
      key: `a-${a.id}`,
      kind: dashboardCopy.recentActivity.kinds.application,
      title: a.fullName,
      detail: dashboardCopy.recentActivity.status(applicationStatusLabel(a.status)),
      to: `/admin/applications?view=${a.id}`,
      at: a.createdAt,
      icon: "application" as const,
    })),
    ...changes.map((c) => ({
      key: `c-${c.id}`,
      kind: dashboardCopy.recentActivity.kinds.change,
      title: c.summary,
      detail: c.actorEmail ?? dashboardCopy.recentActivity.nobody,
      to: `/admin/activity?view=${c.id}`,
      at: c.createdAt,
      icon: "change" as const,
    })),
  ];
  return items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, 8);
}

const activityIcons = { booking: CalendarCheck, message: Mail, application: UserPlus, change: History };

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { counts, recent, email, mailWaiting, mailLinksOrigin, weekly, upcoming, waiting } = loaderData;
  const cards = [
    { key: "blogPosts", label: dashboardCopy.cards.blogPosts, icon: BookOpen, to: "/admin/blogs" },
    { key: "applications", label: dashboardCopy.cards.applications, icon: UserPlus, to: "/admin/applications" },
    { key: "messages", label: dashboardCopy.cards.messages, icon: Mail, to: "/admin/contacts" },
  ] as const;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{dashboardCopy.title}</h1>
      {mailLinksOrigin && <MailLinksLocalNotice origin={mailLinksOrigin} />}
      {mailWaiting && (
        <Suspense fallback={<MailNotConfiguredNotice waiting={null} link />}>
          <Await resolve={mailWaiting} errorElement={<MailNotConfiguredNotice waiting={null} link />}>
            {(waiting) => <MailNotConfiguredNotice waiting={waiting} link />}
          </Await>
        </Suspense>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ key, label, icon: Icon, to }) => (
          <li key={key}>
            <Card>
              <CardHeader layout="row" className="items-center">
                <CardTitle size="sm">
                  <Link to={to} className="hover:underline">
                    {label}
                  </Link>
                </CardTitle>
                <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
              </CardHeader>
              <CardContent>
                <Suspense fallback={<Skeleton className="h-9 w-16" data-testid="count-skeleton" />}>
                  <Await resolve={counts} errorElement={<p className="text-3xl font-bold" data-testid={`count-${key}`}>0</p>}>
                    {(resolved) => (
                      <p className="text-3xl font-bold" data-testid={`count-${key}`}>
                        {resolved?.[key] ?? 0}
                      </p>
                    )}
                  </Await>
                </Suspense>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <div className="grid gap-6 lg:grid-cols-2">
        <UpcomingPanel upcoming={upcoming} />
        <WaitingPanel waiting={waiting} />
      </div>

      <WeeklyPanel weekly={weekly} />

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg font-semibold">{dashboardCopy.recentActivity.title}</h2>
          </CardTitle>
          <CardDescription>
            {dashboardCopy.recentActivity.welcome(email)} {dashboardCopy.recentActivity.description}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense
            fallback={
              <div className="space-y-3">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-12 w-full" />
                ))}
              </div>
            }
          >
            <Await resolve={recent} errorElement={<p className="text-muted-foreground">{dashboardCopy.recentActivity.empty}</p>}>
              {(items) =>
                items.length === 0 ? (
                  <p className="text-muted-foreground">{dashboardCopy.recentActivity.empty}</p>
                ) : (
                  <ul className="divide-y">
                    {items.map((item) => {
                      const Icon = activityIcons[item.icon];
                      return (
                        <li key={item.key}>
                          <Link to={item.to} className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-muted">
                            <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                            <span className="min-w-0 flex-1">
                              <span className="block truncate font-medium">{item.title}</span>
                              <span className="block truncate text-sm text-muted-foreground">{item.detail}</span>
                            </span>
                            <Badge variant="outline">{item.kind}</Badge>
                            <time className="hidden text-sm text-muted-foreground sm:block" dateTime={new Date(item.at).toISOString()}>
                              {formatShortDate(item.at)}
                            </time>
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                )
              }
            </Await>
          </Suspense>
        </CardContent>
      </Card>
    </div>
  );
}
