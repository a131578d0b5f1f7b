/**
 * Subscribers (/admin/subscribers): the newsletter's addresses, paged,
 * searched, filtered by status and sorted in SQL; the counts per status at
 * the top; remove (with a confirmation); the CSV export with the same filter.
 * No view dialog: a row holds everything there is to see.
 */
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { ListScreenBody, RowIcon } from "~/components/admin/list-screen";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { PageHeader } from "~/components/admin/page-header";
import { SortHeader } from "~/components/admin/sort-header";
import { SubscriberStatusBadge } from "~/components/admin/status-badges";
import { DateText, revalidateUnlessOnlyViewChanged, useListLoading } from "~/components/admin/status-list";
import { TableHead } from "~/components/ui/table";
import { SUBSCRIBERS_TEXT as TEXT } from "~/content/admin/subscribers";
import { useToastFrom } from "~/lib/toast";
import { SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS, type SubscriberStatus } from "~/models/newsletter";
import { createListQuerySchema } from "~/models/pagination";
import { idSchema, intent, loadListScreen, runIntent } from "~/server/kernel/admin-kit.server";
import { parseListParams, statusParam } from "~/server/kernel/admin-list.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { deleteSubscriber, listSubscribers, subscriberCounts, SUBSCRIBER_SORT_KEYS } from "~/server/newsletter/queries.server";
import type { Route } from "./+types/subscribers";

export const meta: Route.MetaFunction = () => [{ title: TEXT.metaTitle }];

const listQuerySchema = createListQuerySchema({ sortKeys: SUBSCRIBER_SORT_KEYS, defaultSort: "createdAt" });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  return loadListScreen(request, {
    name: "admin/subscribers",
    query: { ...parseListParams(request, listQuerySchema), status: statusParam(request, SUBSCRIBER_STATUSES) },
    list: listSubscribers,
    text: { ...TEXT, loadErrorTitle: TEXT.fetchError },
    // Counted alongside the list; a failure here only hides the counts.
    also: subscriberCounts().then(
      (counts): { counts: Record<SubscriberStatus, number> | null } => ({ counts }),
      (error: unknown) => {
        console.error("[admin/subscribers] counts failed:", error);
        return { counts: null };
      },
    ),
  });
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => revalidateUnlessOnlyViewChanged(args);

const byId = idSchema(TEXT.invalidId);

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  return runIntent(
    request,
    {
      delete: intent({
        schema: byId,
        run: ({ id }) => deleteSubscriber(id),
        done: () => ({ title: TEXT.deleted, description: TEXT.deletedMessage }),
        failed: (description) => ({ title: TEXT.deleteError, description }),
      }),
    },
    { name: "admin/subscribers", ...TEXT },
  );
}

function RemoveButton({ id, email }: { id: string; email: string }) {
  return (
    <ConfirmDialog
      trigger={
        <button type="button" aria-label={TEXT.delete(email)} className="row-action">
          <RowIcon name="delete" className="text-destructive" />
        </button>
      }
      title={TEXT.deleteTitle}
      description={TEXT.deleteDescription(email)}
      confirmLabel={TEXT.confirmLabel}
      fields={{ intent: "delete", id }}
    />
  );
}

type Row = { id: string; email: string; status: string; createdAt: Date | string; confirmedAt: Date | string | null; unsubscribedAt: Date | string | null };

/** When the address was last confirmed or unsubscribed, if ever. */
function ChangedAt({ row }: { row: Row }) {
  const at = row.status === "unsubscribed" ? row.unsubscribedAt : row.confirmedAt;
  return at ? <DateText value={at} /> : <span className="text-muted-foreground">-</span>;
}

function Counts({ counts }: { counts: Record<SubscriberStatus, number> | null }) {
  if (!counts) return <p className="mb-4 text-sm text-muted-foreground">{TEXT.countsUnavailable}</p>;
  return (
    <dl aria-label={TEXT.countsLabel} className="mb-6 grid grid-cols-3 gap-3" data-testid="subscriber-counts">
      {SUBSCRIBER_STATUSES.map((status) => (
        <div key={status} className="rounded-lg border bg-card p-4" data-status={status}>
          <dt className="text-sm text-muted-foreground">{SUBSCRIBER_STATUS_LABELS[status]}</dt>
          <dd className="text-2xl font-bold">{TEXT.count(counts[status])}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { page, loadError, counts } = loaderData;
  useToastFrom(loaderData);
  const loading = useListLoading();
  const statusOptions = SUBSCRIBER_STATUSES.map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] }));

  return (
    <div>
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <Counts counts={counts} />
      <ListToolbar placeholder={TEXT.search} statusOptions={statusOptions} exportHref="/admin/export/newsletter" />
      <ListScreenBody
        page={page}
        loadError={loadError}
        loading={loading}
        label={TEXT.title}
        errorText={(message) => `${TEXT.fetchError}: ${message}`}
        emptyText={TEXT.empty}
        head={[
          <SortHeader key="email" label={TEXT.columns.email} sortKey="email" defaultSort="createdAt" />,
          <TableHead key="status">{TEXT.columns.status}</TableHead>,
          <SortHeader key="date" label={TEXT.columns.subscribed} sortKey="createdAt" defaultSort="createdAt" />,
          <TableHead key="changed">{TEXT.columns.changed}</TableHead>,
          <TableHead key="actions" className="text-right">
            {TEXT.columns.actions}
          </TableHead>,
        ]}
        cells={(row) => (
          <>
            <td data-cell="title" className="font-medium">
              {row.email}
            </td>
            <td data-cell="badge">
              <SubscriberStatusBadge status={row.status} />
            </td>
            <td data-label={TEXT.columns.subscribed}>
              <DateText value={row.createdAt} />
            </td>
            <td data-label={TEXT.columns.changed}>
              <ChangedAt row={row} />
            </td>
            <td>
              <RemoveButton id={row.id} email={row.email} />
            </td>
          </>
        )}
      />
    </div>
  );
}
