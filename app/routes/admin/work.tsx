/**
 * Our Work management (/admin/work): one tab per kind (case studies, featured
 * projects, client logos, testimonials), the active tab in ?tab= so it
 * survives reload and back. Each tab is a paginated, searchable, sortable list
 * read in SQL; only the active tab's rows are loaded.
 */
import { Loader2, Pencil, Plus, Trash2 } from "lucide-react";
import { Fragment } from "react";
import { Link, useNavigate, useNavigation, useSearchParams } from "react-router";
import * as v from "valibot";
import { fields } from "~/models/text";
import { useHydrated } from "~/hooks/use-hydrated";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { ErrorBanner } from "~/components/admin/error-banner";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { WORK_COLUMNS, type WorkColumns } from "~/components/admin/work-columns";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { WORK_LIST_TEXT as TEXT, WORK_TEXT, WORK_TOAST_TITLE, workLoadErrorText } from "~/content/admin/work";
import { WORK_KINDS, WORK_KIND_SLUGS, getWorkKind, type WorkKind, type WorkKindSlug } from "~/models/work";
import { failureMessage, refuse, succeed } from "~/server/kernel/answers.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { loadWorkList, WORK_STORES, type WorkList } from "~/server/work/work-kinds.server";
import type { Route } from "./+types/work";

export const meta: Route.MetaFunction = () => [{ title: TEXT.metaTitle }];

const DEFAULT_TAB: WorkKindSlug = "case-studies";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const tab = getWorkKind(new URL(request.url).searchParams.get("tab"))?.slug ?? DEFAULT_TAB;
  try {
    return { tab, list: await loadWorkList(tab, request), error: null };
  } catch (error) {
    return { tab, list: null, error: workLoadErrorText(getWorkKind(tab)!, failureMessage(`admin/work load ${tab}`, error)) };
  }
}

const deleteSchema = fields({
  intent: v.literal("delete"),
  kind: v.picklist(WORK_KIND_SLUGS),
  id: v.pipe(v.string(), v.uuid()),
});

export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context);
  const formData = await request.formData();
  const failure = (message: string, status: number) =>
    refuse(status, { title: WORK_TOAST_TITLE.error, description: WORK_TEXT.deleteFailure(message) });
  const parsed = v.safeParse(deleteSchema, Object.fromEntries(formData));
  if (!parsed.success) {
    const badId = parsed.issues.some((issue) => issue.path?.[0]?.key === "id");
    return badId ? failure("Item not found", 404) : failure("Invalid request", 400);
  }
  const { kind, id } = parsed.output;
  try {
    if (!(await WORK_STORES[kind].delete(id))) return failure("Item not found", 404);
  } catch (error) {
    return failure(failureMessage(`admin/work delete ${kind} ${id}`, error), 500);
  }
  return succeed({ title: WORK_TOAST_TITLE.success, description: WORK_TEXT.deleteSuccess });
}

export default function WorkPage({ loaderData }: Route.ComponentProps) {
  const { tab, list, error } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params] = useSearchParams();

  // While another tab loads, show it as chosen already.
  const pendingTab =
    navigation.state === "loading" && navigation.location.pathname === "/admin/work"
      ? getWorkKind(new URLSearchParams(navigation.location.search).get("tab"))?.slug
      : undefined;
  const shownTab = pendingTab ?? tab;
  const openingEditor =
    navigation.state === "loading" && /^\/admin\/work\/[^/]+\/(new|edit\/[^/]+)\/?$/.test(navigation.location.pathname);

  const hydrated = useHydrated();

  return (
    <div className="relative" data-hydrated={hydrated || undefined}>
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <Tabs
        value={shownTab}
        activationMode="manual"
        onValueChange={(value) => {
          if (value === tab && !params.toString()) return;
          void navigate(`?tab=${value}`);
        }}
      >
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList aria-label={TEXT.tabsLabel}>
            {WORK_KINDS.map((kind) => (
              <TabsTrigger key={kind.slug} value={kind.slug} className="px-3">
                {kind.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {WORK_KINDS.map((kind) => (
          <TabsContent key={kind.slug} value={kind.slug} className="mt-4">
            {kind.slug === shownTab && (
              <WorkTab kind={kind} list={kind.slug === tab ? list : null} error={kind.slug === tab ? error : null} loading={!!pendingTab && pendingTab !== tab} />
            )}
          </TabsContent>
        ))}
      </Tabs>
      {openingEditor && (
        <div className="absolute inset-0 z-20 flex items-start justify-center bg-background/70 pt-32" role="status">
          <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
          <span className="sr-only">{TEXT.loading}</span>
        </div>
      )}
    </div>
  );
}

function WorkTab({
  kind,
  list,
  error,
  loading,
}: {
  kind: WorkKind;
  list: WorkList | null;
  error: string | null;
  loading: boolean;
}) {
  const [params] = useSearchParams();
  const searching = !!params.get("q");
  return (
    <section aria-labelledby={`${kind.slug}-heading`}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={`${kind.slug}-heading`} className="text-xl font-semibold">
          {kind.label}
        </h2>
        <Button asChild>
          <Link to={`/admin/work/${kind.slug}/new`}>
            <Plus aria-hidden="true" />
            {TEXT.add[kind.slug]}
          </Link>
        </Button>
      </div>
      <ListToolbar placeholder={TEXT.search[kind.slug]} searchLabel={TEXT.searchLabel(kind)} />
      {error && <ErrorBanner>{error}</ErrorBanner>}
      {loading ? (
        <div className="flex justify-center p-10" role="status">
          <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">{TEXT.loading}</span>
        </div>
      ) : list && list.page.total === 0 ? (
        <EmptyState
          action={
            searching ? undefined : (
              <Button asChild variant="outline">
                <Link to={`/admin/work/${kind.slug}/new`}>
                  <Plus aria-hidden="true" />
                  {TEXT.add[kind.slug]}
                </Link>
              </Button>
            )
          }
        >
          {kind.empty}
          {searching && <span className="mt-1 block text-sm">{TEXT.nothingMatches(params.get("q") ?? "")}</span>}
        </EmptyState>
      ) : list ? (
        <>
          <WorkTable list={list} />
          <Pagination page={list.page.page} pageCount={list.page.pageCount} pageSize={list.page.pageSize} total={list.page.total} />
        </>
      ) : null}
    </section>
  );
}

function RowActions({ kind, id, label }: { kind: WorkKindSlug; id: string; label: string }) {
  const navigation = useNavigation();
  const href = `/admin/work/${kind}/edit/${id}`;
  const opening = navigation.state === "loading" && navigation.location.pathname === href;
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon" aria-label={TEXT.edit(label)}>
        <Link to={href}>
          {opening ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Pencil aria-hidden="true" />}
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={TEXT.delete(label)} className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden="true" />
          </Button>
        }
        title={WORK_TEXT.deleteConfirmTitle}
        description={WORK_TEXT.deleteConfirmMessage}
        fields={{ intent: "delete", kind, id }}
      />
    </div>
  );
}

/** The kind's columns (from the registry), then the row actions. */
function WorkTable({ list }: { list: WorkList }) {
  const { columns, label } = WORK_COLUMNS[list.kind] as WorkColumns<WorkList["page"]["rows"][number]>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column, i) => (
            <Fragment key={i}>{column.head}</Fragment>
          ))}
          <TableHead className="w-24 text-right">{TEXT.columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {list.page.rows.map((row) => (
          <TableRow key={row.id} data-item-id={row.id}>
            {columns.map((column, i) => (
              <TableCell key={i} wrap={column.wrap} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
            <TableCell>
              <RowActions kind={list.kind} id={row.id} label={label(row)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
