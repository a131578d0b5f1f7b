/**
 * Member Applications (/admin/applications): the applications sent from the
 * Join page, paged, searched, filtered and sorted in SQL; a view dialog with
 * the status selector and, for a decision, the message to the applicant
 * (?view=<id> opens it), delete, and a CSV export.
 */
import { fields } from "~/models/text";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ApplicationDialog } from "~/components/admin/applications-dialog";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { ListScreenBody, ViewDeleteActions } from "~/components/admin/list-screen";
import { PageHeader } from "~/components/admin/page-header";
import { SortHeader } from "~/components/admin/sort-header";
import { ApplicationStatusBadge } from "~/components/admin/status-badges";
import {
  DateText,
  revalidateUnlessOnlyViewChanged,
  useListLoading,
  useViewedRecord,
} from "~/components/admin/status-list";
import { TableHead } from "~/components/ui/table";
import { APPLICATIONS_TEXT as TEXT, DECISION_TEXT } from "~/content/admin/applications";
import { useToastFrom } from "~/lib/toast";
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  applicationDecisionMessageSchema,
  applicationStatusSchema,
} from "~/models/membership";
import { createListQuerySchema, formatCount } from "~/models/pagination";
import { parseListParams, statusParam } from "~/server/kernel/admin-list.server";
import { idSchema, intent, loadListScreen, runIntent } from "~/server/kernel/admin-kit.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { DecisionChangedError, sendApplicationDecision } from "~/server/inbox/membership-applications.server";
import { APPLICATION_SORT_KEYS, deleteApplication, getApplication, listApplications, setApplicationStatus } from "~/server/inbox/application-queries.server";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => [{ title: TEXT.metaTitle }];

const listQuerySchema = createListQuerySchema({ sortKeys: APPLICATION_SORT_KEYS, defaultSort: "createdAt" });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  return loadListScreen(request, {
    name: "admin/applications",
    query: { ...parseListParams(request, listQuerySchema), status: statusParam(request, APPLICATION_STATUSES) },
    list: listApplications,
    get: getApplication,
    text: { ...TEXT, loadErrorTitle: TEXT.fetchError },
  });
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => revalidateUnlessOnlyViewChanged(args);

const byId = idSchema(TEXT.invalidId);

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  return runIntent(
    request,
    {
      status: intent({
        schema: fields({ ...applicationStatusSchema.entries, ...byId.entries }),
        run: ({ id, status }) => setApplicationStatus(id, status),
        done: (_, { status }) => ({
          title: TEXT.statusUpdated,
          description: TEXT.statusUpdatedMessage(APPLICATION_STATUS_LABELS[status]),
        }),
        failed: (description) => ({ title: TEXT.statusError, description }),
      }),
      decision: intent({
        schema: fields({ ...applicationDecisionMessageSchema.entries, ...byId.entries }),
        run: ({ id, decision, message }) =>
          sendApplicationDecision(id, { decision, message, changedMessage: DECISION_TEXT.changed }),
        done: (application) => ({ title: DECISION_TEXT.sent, description: DECISION_TEXT.sentMessage(application.email) }),
        failed: (description) => ({ title: DECISION_TEXT.error, description }),
        conflict: (error) => error instanceof DecisionChangedError,
      }),
      delete: intent({
        schema: byId,
        run: ({ id }) => deleteApplication(id),
        done: () => ({ title: TEXT.deleted, description: TEXT.deletedMessage }),
        failed: (description) => ({ title: TEXT.deleteError, description }),
      }),
    },
    { name: "admin/applications", ...TEXT },
  );
}

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
      <ListScreenBody
        page={page}
        loadError={loadError}
        loading={loading}
        label={TEXT.title}
        errorText={(message) => `${TEXT.fetchError}: ${message}`}
        emptyText={TEXT.empty}
        head={[
          <SortHeader key="name" label={TEXT.columns.name} sortKey="fullName" defaultSort="createdAt" />,
          <SortHeader key="age" label={TEXT.columns.age} sortKey="age" defaultSort="createdAt" />,
          <TableHead key="social">{TEXT.columns.socialMedia}</TableHead>,
          <SortHeader key="followers" label={TEXT.columns.followers} sortKey="followersCount" defaultSort="createdAt" />,
          <SortHeader key="date" label={TEXT.columns.date} sortKey="createdAt" defaultSort="createdAt" />,
          <SortHeader key="status" label={TEXT.columns.status} sortKey="status" defaultSort="createdAt" />,
          <TableHead key="actions" className="text-right">
            {TEXT.columns.actions}
          </TableHead>,
        ]}
        cells={(application) => (
          <>
            <td data-cell="title" className="font-medium">
              {application.fullName}
            </td>
            <td data-label={TEXT.columns.age}>{application.age}</td>
            <td data-label={TEXT.columns.socialMedia}>{application.socialMediaHandle}</td>
            <td data-label={TEXT.columns.followers}>{formatCount(application.followersCount)}</td>
            <td data-label={TEXT.columns.date}>
              <DateText value={application.createdAt} />
            </td>
            <td data-cell="badge">
              <ApplicationStatusBadge status={application.status} />
            </td>
            <td>
              <ViewDeleteActions id={application.id} name={application.fullName} viewHref={hrefFor(application.id)} text={TEXT} />
            </td>
          </>
        )}
      />
      <ApplicationDialog application={record} onClose={close} />
    </div>
  );
}
