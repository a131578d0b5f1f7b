/**
 * Activity (/admin/activity): the record of changes (decision 0024), newest
 * first, paged, filtered by person, kind and Nepal days; each entry links to
 * the thing changed while it exists, and its details dialog (?view=<id>)
 * shows the changed fields from what to what. Read-only: nothing here changes
 * the record (decision 0024).
 */
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { ActivityDialog } from "~/components/admin/activity-dialog";
import { ActivityFilters } from "~/components/admin/activity-filters";
import { ListScreenBody, RowIcon } from "~/components/admin/list-screen";
import { PageHeader } from "~/components/admin/page-header";
import { DateText, revalidateUnlessOnlyViewChanged, useListLoading, useViewedRecord } from "~/components/admin/status-list";
import { Badge } from "~/components/ui/badge";
import { TableHead } from "~/components/ui/table";
import { ACTIVITY_TEXT as TEXT, activityActionLabel, activityKindLabel } from "~/content/admin/activity";
import { useToastFrom } from "~/lib/toast";
import { loadListScreen } from "~/server/kernel/admin-kit.server";
import { parseListParams } from "~/server/kernel/admin-list.server";
import {
  activityFilterChoices,
  activityListQuery,
  getActivity,
  listActivity,
  parseActivityFilter,
  type ActivityRow,
} from "~/server/activity/queries.server";
import { requireAdmin } from "~/server/identity/auth.server";
import type { Route } from "./+types/activity";

export const meta: Route.MetaFunction = () => [{ title: TEXT.metaTitle }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  return loadListScreen(request, {
    name: "admin/activity",
    query: { ...parseListParams(request, activityListQuery), ...parseActivityFilter(request) },
    list: listActivity,
    get: getActivity,
    text: { ...TEXT, loadErrorTitle: TEXT.fetchError },
    // Loaded alongside the list; a failure here only leaves the choices empty.
    also: activityFilterChoices().then(
      (choices) => ({ choices }),
      (error: unknown) => {
        console.error("[admin/activity] filter choices failed:", error);
        return { choices: { people: [] as string[], kinds: [] as string[] } };
      },
    ),
  });
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => revalidateUnlessOnlyViewChanged(args);

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { page, viewed, viewMissing, loadError, choices } = loaderData;
  useToastFrom(loaderData);
  const loading = useListLoading();
  const { record, hrefFor, close } = useViewedRecord({ rows: page.rows, viewed, viewMissing });

  const viewLink = (entry: ActivityRow) => (
    <Link to={hrefFor(entry.id)} replace preventScrollReset aria-label={TEXT.view(entry.summary)} className="row-action">
      <RowIcon name="view" />
    </Link>
  );
  const what = (entry: ActivityRow) =>
    entry.href ? (
      <Link to={entry.href} className="hover:underline">
        {entry.summary}
      </Link>
    ) : (
      <span>{entry.summary}</span>
    );

  return (
    <div>
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <ActivityFilters people={choices.people} kinds={choices.kinds} />
      <ListScreenBody
        page={page}
        loadError={loadError}
        loading={loading}
        label={TEXT.title}
        errorText={(message) => `${TEXT.fetchError}: ${message}`}
        emptyText={TEXT.empty}
        head={[
          <TableHead key="time">{TEXT.columns.time}</TableHead>,
          <TableHead key="person">{TEXT.columns.person}</TableHead>,
          <TableHead key="action">{TEXT.columns.action}</TableHead>,
          <TableHead key="what">{TEXT.columns.what}</TableHead>,
          <TableHead key="address">{TEXT.columns.address}</TableHead>,
          <TableHead key="details" className="text-right">
            {TEXT.columns.details}
          </TableHead>,
        ]}
        cells={(entry) => (
          <>
            <td data-label={TEXT.columns.time}>
              <DateText value={entry.createdAt} withTime />
            </td>
            <td data-label={TEXT.columns.person} className="md:max-w-[12rem] md:truncate" title={entry.actorEmail ?? undefined}>
              {entry.actorEmail ?? <span className="text-muted-foreground">{TEXT.nobody}</span>}
            </td>
            <td data-cell="badge">
              <Badge variant="secondary">{activityActionLabel(entry.action)}</Badge>
            </td>
            {/* One child, so that on a phone the card's title is the kind over the summary, both whole. */}
            <td data-cell="title">
              <div className="whitespace-normal md:min-w-[14rem]">
                <span className="block text-xs text-muted-foreground">{activityKindLabel(entry.entityKind)}</span>
                {what(entry)}
              </div>
            </td>
            <td data-label={TEXT.columns.address} className="text-muted-foreground">
              {entry.ipAddress}
            </td>
            <td>{viewLink(entry)}</td>
          </>
        )}
      />
      <ActivityDialog entry={record} onClose={close} />
    </div>
  );
}
