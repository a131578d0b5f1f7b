/**
 * Contact Messages (/admin/contacts): the messages sent from the Contact page,
 * paged, searched, filtered and sorted in SQL; a view dialog with the
 * responded toggle (?view=<id> opens it), delete, a CSV export, and the
 * download of the newsletter sign-ups.
 */
import { Download, Eye, Trash2 } from "lucide-react";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
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
} from "~/components/admin/status-list";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { CONTACTS_TEXT as TEXT } from "~/content/admin/contacts";
import { useToastFrom } from "~/lib/toast";
import { CONTACT_STATUS_LABELS, contactRespondedSchema } from "~/models/contact";
import { createListQuerySchema } from "~/models/pagination";
import { parseListParams, statusParam } from "~/server/admin-list.server";
import { idSchema, intent, loadListScreen, runIntent } from "~/server/admin-kit.server";
import { requireAdmin } from "~/server/auth.server";
import {
  CONTACT_MESSAGE_SORT_KEYS,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  setResponded,
} from "~/server/contact-messages.server";
import { countSubscribers } from "~/server/newsletter.server";
import type { Route } from "./+types/contacts";

export const meta: Route.MetaFunction = () => [{ title: TEXT.metaTitle }];

/** The status filter: a message is pending until marked responded. */
const CONTACT_STATUS_FILTERS = ["pending", "responded"] as const satisfies readonly (keyof typeof CONTACT_STATUS_LABELS)[];

const listQuerySchema = createListQuerySchema({ sortKeys: CONTACT_MESSAGE_SORT_KEYS, defaultSort: "createdAt" });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const status = statusParam(request, CONTACT_STATUS_FILTERS);
  return loadListScreen(request, {
    name: "admin/contacts",
    query: { ...parseListParams(request, listQuerySchema), responded: status === undefined ? undefined : status === "responded" },
    list: listContactMessages,
    get: getContactMessage,
    text: { ...TEXT, loadErrorTitle: TEXT.fetchError },
    // Counted alongside the list; a failure here only hides the count.
    also: countSubscribers().then(
      (subscribers): { subscribers: number | null } => ({ subscribers }),
      (error: unknown) => {
        console.error("[admin/contacts] newsletter count failed:", error);
        return { subscribers: null };
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
      responded: intent({
        schema: contactRespondedSchema.extend(byId.shape),
        run: ({ id, responded }) => setResponded(id, responded),
        done: (_, { responded }) =>
          responded
            ? { title: TEXT.markedResponded, description: TEXT.markedRespondedMessage }
            : { title: TEXT.markedNotResponded, description: TEXT.markedNotRespondedMessage },
        failed: (description) => ({ title: TEXT.statusError, description }),
      }),
      delete: intent({
        schema: byId,
        run: ({ id }) => deleteContactMessage(id),
        done: () => ({ title: TEXT.deleted, description: TEXT.deletedMessage }),
        failed: (description) => ({ title: TEXT.deleteError, description }),
      }),
    },
    { name: "admin/contacts", ...TEXT },
  );
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
                <SortHeader label={TEXT.columns.name} sortKey="name" defaultSort="createdAt" />
                <SortHeader label={TEXT.columns.email} sortKey="email" defaultSort="createdAt" />
                <SortHeader label={TEXT.columns.subject} sortKey="subject" defaultSort="createdAt" />
                <SortHeader label={TEXT.columns.date} sortKey="createdAt" defaultSort="createdAt" />
                <TableHead>{TEXT.columns.status}</TableHead>
                <TableHead className="text-right">{TEXT.columns.actions}</TableHead>
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
        <Link to={viewHref} replace preventScrollReset aria-label={TEXT.view(item.name)}>
          <Eye aria-hidden="true" />
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={TEXT.delete(item.name)}>
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        }
        title={TEXT.deleteTitle}
        description={TEXT.deleteDescription(item.name)}
        fields={{ intent: "delete", id: item.id }}
      />
    </div>
  );
}
