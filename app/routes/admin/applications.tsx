/**
 * Member Applications (/admin/applications): the applications sent from the
 * Join page, paged, searched, filtered and sorted in SQL; a view dialog with
 * the status selector (?view=<id> opens it), delete, and a CSV export.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { Eye, Trash2 } from "lucide-react";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { ApplicationDialog } from "~/components/admin/applications-dialog";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { ErrorBanner } from "~/components/admin/error-banner";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { SortHeader } from "~/components/admin/sort-header";
import { ApplicationStatusBadge } from "~/components/admin/status-badges";
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
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, applicationStatusSchema } from "~/models/membership";
import { createListQuerySchema, formatCount } from "~/models/pagination";
import { isUuid } from "~/models/ids";
import { parseListParams, statusParam } from "~/server/admin-list.server";
import { requireAdmin } from "~/server/auth.server";
import {
  APPLICATION_SORT_KEYS,
  deleteApplication,
  getApplication,
  listApplications,
  setApplicationStatus,
  type MembershipApplication,
} from "~/server/membership-applications.server";
import { makeToast } from "~/server/toast.server";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => [{ title: "Member Applications | Admin" }];

const TEXT = {
  title: "Member Applications",
  description: "Applications sent from the Join page. Open one to review it and set its status.",
  search: "Search by name, email or handle...",
  empty: "No membership applications found.",
  fetchError: "Error fetching applications",
  notFound: "Application not found",
  notFoundMessage: "This application does not exist or has been deleted.",
  invalidId: "This is not a valid application id.",
  statusUpdated: "Status updated",
  statusError: "Error updating status",
  deleted: "Application deleted",
  deletedMessage: "The application has been deleted.",
  deleteError: "Error deleting application",
  unknownIntent: "Unknown action",
  deleteTitle: "Delete Application",
} as const;

const listQuerySchema = createListQuerySchema({ sortKeys: APPLICATION_SORT_KEYS, defaultSort: "createdAt" });

/** The database's own words (not the query text a query builder wraps them in). */
function message(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error && cause.message ? cause.message : "Unknown error";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = parseListParams(request, listQuerySchema);
  const status = statusParam(request, APPLICATION_STATUSES);
  const viewId = new URL(request.url).searchParams.get(VIEW_PARAM);

  let page: Awaited<ReturnType<typeof listApplications>> = { rows: [], total: 0, page: 1, pageSize: query.pageSize, pageCount: 1 };
  let loadError: string | null = null;
  let viewed: MembershipApplication | null = null;
  let viewMissing: string | null = null;
  try {
    page = await listApplications({ ...query, status });
    // Past the last page (e.g. after deletions): show the last page instead.
    if (page.rows.length === 0 && page.total > 0 && query.page > page.pageCount) {
      page = await listApplications({ ...query, status, page: page.pageCount });
    }
    if (viewId) {
      viewed = page.rows.find((row) => row.id === viewId) ?? (isUuid(viewId) ? ((await getApplication(viewId)) ?? null) : null);
      if (!viewed) viewMissing = viewId;
    }
  } catch (error) {
    console.error("[admin/applications] load failed:", error);
    loadError = message(error);
  }

  const toast = loadError
    ? makeToast({ type: "error", title: TEXT.fetchError, description: loadError })
    : viewMissing
      ? makeToast({ type: "error", title: TEXT.notFound, description: TEXT.notFoundMessage })
      : null;
  return data({ page, viewed, viewMissing, loadError, toast }, { status: viewMissing && !loadError ? 404 : 200 });
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => revalidateUnlessOnlyViewChanged(args);

const idSchema = z.object({ id: z.string({ error: TEXT.invalidId }).trim().refine(isUuid, TEXT.invalidId) });
const statusFormSchema = applicationStatusSchema.extend(idSchema.shape);

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "status") {
    const submission = parseWithZod(formData, { schema: statusFormSchema });
    if (submission.status !== "success") {
      const errors = submission.error ?? {};
      const description = errors.id?.[0] ?? errors.status?.[0] ?? "Invalid input";
      return data(
        { ok: false, toast: makeToast({ type: "error", title: TEXT.statusError, description }) },
        { status: 400 },
      );
    }
    const { id, status } = submission.value;
    try {
      const updated = await setApplicationStatus(id, status);
      if (!updated) {
        return data(
          { ok: false, toast: makeToast({ type: "error", title: TEXT.statusError, description: TEXT.notFoundMessage }) },
          { status: 404 },
        );
      }
      return {
        ok: true,
        toast: makeToast({
          type: "success",
          title: TEXT.statusUpdated,
          description: `The application status has been updated to ${status}.`,
        }),
      };
    } catch (error) {
      console.error("[admin/applications] status update failed:", error);
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
      const deleted = await deleteApplication(submission.value.id);
      if (!deleted) {
        return data(
          { ok: false, toast: makeToast({ type: "error", title: TEXT.deleteError, description: TEXT.notFoundMessage }) },
          { status: 404 },
        );
      }
      return { ok: true, toast: makeToast({ type: "success", title: TEXT.deleted, description: TEXT.deletedMessage }) };
    } catch (error) {
      console.error("[admin/applications] delete failed:", error);
      return data(
        { ok: false, toast: makeToast({ type: "error", title: TEXT.deleteError, description: message(error) }) },
        { status: 500 },
      );
    }
  }

  return data({ ok: false, toast: makeToast({ type: "error", title: TEXT.unknownIntent }) }, { status: 400 });
}

const COLUMNS = 7;

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

export default function ApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { page, viewed, viewMissing, loadError } = loaderData;
  useToastFrom(loaderData);
  const loading = useListLoading();
  const { record, hrefFor, close } = useViewedRecord({ rows: page.rows, viewed, viewMissing });
  const statusOptions = APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] }));

  return (
    <div>
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <ListToolbar placeholder={TEXT.search} statusOptions={statusOptions} exportHref="/admin/export/applications" />
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
                <SortHeader label="Name" sortKey="fullName" defaultSort="createdAt" />
                <SortHeader label="Age" sortKey="age" defaultSort="createdAt" />
                <TableHead>Social Media</TableHead>
                <SortHeader label="Followers" sortKey="followersCount" defaultSort="createdAt" />
                <SortHeader label="Date" sortKey="createdAt" defaultSort="createdAt" />
                <SortHeader label="Status" sortKey="status" defaultSort="createdAt" />
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loading ? (
                <SkeletonRows columns={COLUMNS} />
              ) : (
                page.rows.map((application) => (
                  <TableRow key={application.id}>
                    <TableCell className="font-medium">{application.fullName}</TableCell>
                    <TableCell>{application.age}</TableCell>
                    <TableCell>{application.socialMediaHandle}</TableCell>
                    <TableCell>{formatCount(application.followersCount)}</TableCell>
                    <TableCell>
                      <DateText value={application.createdAt} />
                    </TableCell>
                    <TableCell>
                      <ApplicationStatusBadge status={application.status} />
                    </TableCell>
                    <TableCell className="text-right">
                      <Actions application={application} viewHref={hrefFor(application.id)} />
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
              page.rows.map((application) => (
                <li key={application.id} className="rounded-lg border bg-card p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium">{application.fullName}</p>
                      <p className="truncate text-sm text-muted-foreground">
                        {application.socialMediaHandle} · {formatCount(application.followersCount)} followers
                      </p>
                    </div>
                    <ApplicationStatusBadge status={application.status} />
                  </div>
                  <div className="mt-3 flex items-center justify-between gap-3 text-sm text-muted-foreground">
                    <span>
                      Age {application.age} · <DateText value={application.createdAt} />
                    </span>
                    <Actions application={application} viewHref={hrefFor(application.id)} />
                  </div>
                </li>
              ))
            )}
          </ul>
        </>
      )}
      {!loadError && <Pagination page={page.page} pageCount={page.pageCount} pageSize={page.pageSize} total={page.total} />}
      <ApplicationDialog application={record} onClose={close} />
    </div>
  );
}

function Actions({ application, viewHref }: { application: Row; viewHref: string }) {
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon">
        <Link to={viewHref} replace preventScrollReset aria-label={`View ${application.fullName}`}>
          <Eye aria-hidden="true" />
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Delete ${application.fullName}`}>
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        }
        title={TEXT.deleteTitle}
        description={`Are you sure you want to delete the application from ${application.fullName}? This action cannot be undone.`}
        fields={{ intent: "delete", id: application.id }}
      />
    </div>
  );
}
