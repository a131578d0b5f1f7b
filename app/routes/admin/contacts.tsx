/**
 * Contact Messages (/admin/contacts): the messages sent from the Contact page,
 * paged, searched, filtered and sorted in SQL; a view dialog with the
 * responded toggle (?view=<id> opens it), delete, a CSV export, and the
 * download of the newsletter sign-ups.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { Download, Eye, Trash2 } from "lucide-react";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { ContactMessageDialog } from "~/components/admin/contacts-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { ErrorBanner } from "~/components/admin/error-banner";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { SortHeader } from "~/components/admin/sort-header";
import { ContactStatusBadge } from "~/components/admin/status-badges";
import {
  DateText,
  revalidateUnlessOnlyViewChanged,
  SkeletonCards,
  SkeletonRows,
  useListLoading,
  useViewedRecord,
  VIEW_PARAM,
} from "~/components/admin/status-list";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { useToastFrom } from "~/lib/toast";
import { CONTACT_STATUS_LABELS, contactRespondedSchema } from "~/models/contact";
import { createListQuerySchema, formatCount } from "~/models/pagination";
import { isUuid } from "~/models/ids";
import { parseListParams, statusParam } from "~/server/admin-list.server";
import { requireAdmin } from "~/server/auth.server";
import {
  CONTACT_MESSAGE_SORT_KEYS,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  setResponded,
  type ContactMessage,
} from "~/server/contact-messages.server";
import { countSubscribers } from "~/server/newsletter.server";
import { makeToast } from "~/server/toast.server";
import type { Route } from "./+types/contacts";

export const meta: Route.MetaFunction = () => [{ title: "Contact Messages | Admin" }];

/** The status filter: a message is pending until marked responded. */
const CONTACT_STATUS_FILTERS = ["pending", "responded"] as const satisfies readonly (keyof typeof CONTACT_STATUS_LABELS)[];

const TEXT = {
  title: "Contact Messages",
  description: "Messages sent from the Contact page.",
  search: "Search by name, email, subject or message...",
  empty: "No contact messages found.",
  fetchError: "Error fetching messages",
  notFound: "Message not found",
  notFoundMessage: "This message does not exist or has been deleted.",
  invalidId: "This is not a valid message id.",
  markedResponded: "Marked as responded",
  markedRespondedMessage: "The message has been marked as responded.",
  markedNotResponded: "Marked as not responded",
  markedNotRespondedMessage: "The message has been marked as not responded.",
  statusError: "Error updating status",
  deleted: "Message deleted",
  deletedMessage: "The message has been deleted.",
  deleteError: "Error deleting message",
  unknownIntent: "Unknown action",
  deleteTitle: "Delete Message",
  newsletter: (count: number | null) =>
    count === null ? "Newsletter sign-ups CSV" : `Newsletter sign-ups (${formatCount(count)}) CSV`,
} as const;

const listQuerySchema = createListQuerySchema({ sortKeys: CONTACT_MESSAGE_SORT_KEYS, defaultSort: "createdAt" });

/** The database's own words (not the query text a query builder wraps them in). */
function message(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error && cause.message ? cause.message : "Unknown error";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = parseListParams(request, listQuerySchema);
  const status = statusParam(request, CONTACT_STATUS_FILTERS);
  const responded = status === undefined ? undefined : status === "responded";
  const viewId = new URL(request.url).searchParams.get(VIEW_PARAM);

  let page: Awaited<ReturnType<typeof listContactMessages>> = { rows: [], total: 0, page: 1, pageSize: query.pageSize, pageCount: 1 };
  let loadError: string | null = null;
  let viewed: ContactMessage | null = null;
  let viewMissing: string | null = null;
  // Counted alongside the list; a failure here only hides the count.
  const subscriberCount = countSubscribers().catch((error: unknown) => {
    console.error("[admin/contacts] newsletter count failed:", error);
    return null;
  });
  try {
    page = await listContactMessages({ ...query, responded });
    // Past the last page (e.g. after deletions): show the last page instead.
    if (page.rows.length === 0 && page.total > 0 && query.page > page.pageCount) {
      page = await listContactMessages({ ...query, responded, page: page.pageCount });
    }
    if (viewId) {
      viewed = page.rows.find((row) => row.id === viewId) ?? (isUuid(viewId) ? ((await getContactMessage(viewId)) ?? null) : null);
      if (!viewed) viewMissing = viewId;
    }
  } catch (error) {
    console.error("[admin/contacts] load failed:", error);
    loadError = message(error);
  }

  const subscribers = await subscriberCount;
  const toast = loadError
    ? makeToast({ type: "error", title: TEXT.fetchError, description: loadError })
    : viewMissing
      ? makeToast({ type: "error", title: TEXT.notFound, description: TEXT.notFoundMessage })
      : null;
  return data(
    { page, viewed, viewMissing, loadError, toast, subscribers },
    { status: viewMissing && !loadError ? 404 : 200 },
  );
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => revalidateUnlessOnlyViewChanged(args);

const idSchema = z.object({ id: z.string({ error: TEXT.invalidId }).trim().refine(isUuid, TEXT.invalidId) });
const respondedFormSchema = contactRespondedSchema.extend(idSchema.shape);

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "responded") {
    const submission = parseWithZod(formData, { schema: respondedFormSchema });
    if (submission.status !== "success") {
      const errors = submission.error ?? {};
      const description = errors.id?.[0] ?? errors.responded?.[0] ?? "Invalid input";
      return data(
        { ok: false, toast: makeToast({ type: "error", title: TEXT.statusError, description }) },
        { status: 400 },
      );
    }
    const { id, responded } = submission.value;
    try {
      const updated = await setResponded(id, responded);
      if (!updated) {
        return data(
          { ok: false, toast: makeToast({ type: "error", title: TEXT.statusError, description: TEXT.notFoundMessage }) },
          { status: 404 },
        );
      }
      return {
        ok: true,
        toast: responded
          ? makeToast({ type: "success", title: TEXT.markedResponded, description: TEXT.markedRespondedMessage })
          : makeToast({ type: "success", title: TEXT.markedNotResponded, description: TEXT.markedNotRespondedMessage }),
      };
    } catch (error) {
      console.error("[admin/contacts] responded update failed:", error);
      return data(
        { ok: false, toast: makeToast({ type: "error", title: TEXT.statusError, description: message(error) }) },
        { status: 500 },
      );
    }
  }

  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: idSchema });
    if (submission.status !== "success") {
      return data(
        { ok: false, toast: makeToast({ type: "error", title: TEXT.deleteError, description: TEXT.invalidId }) },
        { status: 400 },
      );
    }
    try {
      const deleted = await deleteContactMessage(submission.value.id);
      if (!deleted) {
        return data(
          { ok: false, toast: makeToast({ type: "error", title: TEXT.deleteError, description: TEXT.notFoundMessage }) },
          { status: 404 },
        );
      }
      return { ok: true, toast: makeToast({ type: "success", title: TEXT.deleted, description: TEXT.deletedMessage }) };
    } catch (error) {
      console.error("[admin/contacts] delete failed:", error);
      return data(
        { ok: false, toast: makeToast({ type: "error", title: TEXT.deleteError, description: message(error) }) },
        { status: 500 },
      );
    }
  }

  return data({ ok: false, toast: makeToast({ type: "error", title: TEXT.unknownIntent }) }, { status: 400 });
}

const COLUMNS = 6;

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

export default function ContactsPage({ loaderData }: Route.ComponentProps) {
  const { page, viewed, viewMissing, loadError, subscribers } = loaderData;
  useToastFrom(loaderData);
  const loading = useListLoading();
  const { record, hrefFor, close } = useViewedRecord({ rows: page.rows, viewed, viewMissing });
  const statusOptions = CONTACT_STATUS_FILTERS.map((value) => ({ value, label: CONTACT_STATUS_LABELS[value] }));

  return (
    <div>
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        actions={
          <Button asChild variant="outline">
            <a href="/admin/export/newsletter" download>
              <Download aria-hidden="true" />
              {TEXT.newsletter(subscribers)}
            </a>
          </Button>
        }
      />
      <ListToolbar placeholder={TEXT.search} statusOptions={statusOptions} exportHref="/admin/export/contacts" />
      {loadError && (
        <ErrorBanner>
          {TEXT.fetchError}: {loadError}
        </ErrorBanner>
      )}
      {loadError ? null : !loading && page.rows.length === 0 ? (
        <EmptyState>{TEXT.empty}</EmptyState>
      ) : (
        <>
          {/* Desktop: a table. */}
          <Table aria-label={TEXT.title} aria-busy={loading || undefined} containerClassName="hidden md:block">
            <TableHeader>
              <TableRow>
                <SortHeader label="Name" sortKey="name" defaultSort="createdAt" />
                <SortHeader label="Email" sortKey="email" defaultSort="createdAt" />
                <SortHeader label="Subject" sortKey="subject" defaultSort="createdAt" />
                <SortHeader label="Date" sortKey="createdAt" defaultSort="createdAt" />
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loading ? (
                <SkeletonRows columns={COLUMNS} />
              ) : (
                page.rows.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell className="font-medium">{item.name}</TableCell>
                    <TableCell>{item.email}</TableCell>
                    <TableCell className="max-w-xs truncate" title={item.subject}>
                      {item.subject}
                    </TableCell>
                    <TableCell>
                      <DateText value={item.createdAt} />
                    </TableCell>
                    <TableCell>
                      <ContactStatusBadge responded={item.responded} />
                    </TableCell>
                    <TableCell className="text-right">
                      <Actions item={item} viewHref={hrefFor(item.id)} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          {/* Mobile: cards. */}
          <ul className="space-y-3 md:hidden" aria-label={TEXT.title} aria-busy={loading || undefined}>
            {loading ? (
              <SkeletonCards />
            ) : (
              page.rows.map((item) => (
                <li key={item.id} className="rounded-lg border bg-card p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium">{item.name}</p>
                      <p className="truncate text-sm text-muted-foreground">{item.email}</p>
                    </div>
                    <ContactStatusBadge responded={item.responded} />
                  </div>
                  <p className="mt-2 truncate text-sm">{item.subject}</p>
                  <div className="mt-2 flex items-center justify-between gap-3 text-sm text-muted-foreground">
                    <DateText value={item.createdAt} />
                    <Actions item={item} viewHref={hrefFor(item.id)} />
                  </div>
                </li>
              ))
            )}
          </ul>
        </>
      )}
      {!loadError && <Pagination page={page.page} pageCount={page.pageCount} pageSize={page.pageSize} total={page.total} />}
      <ContactMessageDialog message={record} onClose={close} />
    </div>
  );
}

function Actions({ item, viewHref }: { item: Row; viewHref: string }) {
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon">
        <Link to={viewHref} replace preventScrollReset aria-label={`View message from ${item.name}`}>
          <Eye aria-hidden="true" />
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Delete message from ${item.name}`}>
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        }
        title={TEXT.deleteTitle}
        description={`Are you sure you want to delete the message from ${item.name}? This action cannot be undone.`}
        fields={{ intent: "delete", id: item.id }}
      />
    </div>
  );
}
