/**
 * CSV downloads (/admin/export/{kind}): bookings, applications, contacts and
 * newsletter sign-ups. The same ?q= and ?status= filter as the admin list,
 * every matching row newest first, streamed in batches (a large export never
 * sits in memory whole). Any other kind is a 404.
 */
import { EXPORT_HEADERS } from "~/content/admin/export";
import { CONTACT_STATUS_LABELS } from "~/models/contact";
import { BOOKING_STATUSES, nepalToday } from "~/models/booking";
import { APPLICATION_STATUSES, skillLabel } from "~/models/membership";
import { SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS, type SubscriberStatus } from "~/models/newsletter";
import { createListQuerySchema } from "~/models/pagination";
import { parseListParams, statusParam } from "~/server/kernel/admin-list.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { iterateBookings } from "~/server/bookings/queries.server";
import { iterateContactMessages } from "~/server/inbox/contact-queries.server";
import { csvResponse, type CsvValue } from "~/server/kernel/csv.server";
import { iterateApplications } from "~/server/inbox/application-queries.server";
import { iterateSubscribers } from "~/server/newsletter/queries.server";
import type { Route } from "./+types/export";

const EXPORT_KINDS = ["bookings", "applications", "contacts", "newsletter"] as const;
type ExportKind = (typeof EXPORT_KINDS)[number];

const CONTACT_STATUS_FILTERS = ["pending", "responded"] as const satisfies readonly (keyof typeof CONTACT_STATUS_LABELS)[];

// Only ?q= matters here; the schema trims and caps it as the lists do.
const filterSchema = createListQuerySchema({ sortKeys: ["createdAt"], defaultSort: "createdAt" });

type Row = readonly CsvValue[];

async function* mapBatches<T>(batches: AsyncIterable<T[]>, toRow: (item: T) => Row): AsyncGenerator<Row[]> {
  for await (const batch of batches) yield batch.map(toRow);
}

function exportOf(kind: ExportKind, request: Request): { header: readonly string[]; rows: AsyncGenerator<Row[]> } {
  const { q } = parseListParams(request, filterSchema);
  switch (kind) {
    case "bookings":
      return {
        header: EXPORT_HEADERS.bookings,
        rows: mapBatches(iterateBookings({ q, status: statusParam(request, BOOKING_STATUSES) }), (b) => [
          b.id,
          b.name,
          b.email,
          b.phone,
          b.eventDate,
          b.timeSlot,
          b.eventType,
          b.location,
          b.details,
          b.status,
          b.notes,
          b.createdAt,
          b.updatedAt,
        ]),
      };
    case "applications":
      return {
        header: EXPORT_HEADERS.applications,
        rows: mapBatches(iterateApplications({ q, status: statusParam(request, APPLICATION_STATUSES) }), (a) => [
          a.id,
          a.fullName,
          a.email,
          a.phone,
          a.age,
          a.socialMediaHandle,
          a.followersCount,
          a.skills.map(skillLabel),
          a.motivation,
          a.status,
          a.createdAt,
        ]),
      };
    case "contacts": {
      const status = statusParam(request, CONTACT_STATUS_FILTERS);
      return {
        header: EXPORT_HEADERS.contacts,
        rows: mapBatches(
          iterateContactMessages({ q, responded: status === undefined ? undefined : status === "responded" }),
          (m) => [
            m.id,
            m.name,
            m.email,
            m.subject,
            m.message,
            m.responded ? CONTACT_STATUS_LABELS.responded : CONTACT_STATUS_LABELS.pending,
            m.createdAt,
          ],
        ),
      };
    }
    case "newsletter":
      return {
        header: EXPORT_HEADERS.newsletter,
        rows: mapBatches(iterateSubscribers({ q, status: statusParam(request, SUBSCRIBER_STATUSES) }), (s) => [
          s.id,
          s.email,
          SUBSCRIBER_STATUS_LABELS[s.status as SubscriberStatus] ?? s.status,
          s.createdAt,
          s.confirmedAt,
          s.unsubscribedAt,
        ]),
      };
  }
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const kind = params.kind as ExportKind;
  if (!(EXPORT_KINDS as readonly string[]).includes(kind)) {
    throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { header, rows } = exportOf(kind, request);
  return csvResponse(`${kind}-${nepalToday()}.csv`, header, rows);
}
