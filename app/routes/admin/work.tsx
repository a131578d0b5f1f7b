/**
 * Our Work management (/admin/work): one tab per kind (case studies, featured
 * projects, client logos, testimonials), the active tab in ?tab= so it
 * survives reload and back. Each tab is a paginated, searchable, sortable list
 * read in SQL; only the active tab's rows are loaded.
 */
import { Loader2, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link, useNavigate, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { ErrorBanner } from "~/components/admin/error-banner";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { SortHeader } from "~/components/admin/sort-header";
import { WorkImagePreview } from "~/components/admin/work-image-preview";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { fallbackImages } from "~/content/common";
import { createListQuerySchema } from "~/models/pagination";
import {
  WORK_KINDS,
  WORK_KIND_SLUGS,
  WORK_TEXT,
  WORK_TOAST_TITLE,
  getWorkKind,
  workLoadErrorText,
  type WorkKind,
  type WorkKindSlug,
} from "~/models/work";
import { ratingStars } from "~/models/work-display";
import { parseListParams } from "~/server/admin-list.server";
import { requireAdmin } from "~/server/auth.server";
import {
  CASE_STUDY_SORT_KEYS,
  deleteCaseStudy,
  listCaseStudiesPage,
  type CaseStudy,
} from "~/server/case-studies.server";
import {
  CLIENT_LOGO_SORT_KEYS,
  deleteClientLogo,
  listClientLogosPage,
  type ClientLogo,
} from "~/server/client-logos.server";
import { errorMessageOf } from "~/server/db/errors.server";
import type { Page } from "~/server/db/list.server";
import {
  FEATURED_PROJECT_SORT_KEYS,
  deleteFeaturedProject,
  listFeaturedProjectsPage,
  type FeaturedProject,
} from "~/server/featured-projects.server";
import {
  TESTIMONIAL_SORT_KEYS,
  deleteTestimonial,
  listTestimonialsPage,
  type Testimonial,
} from "~/server/testimonials.server";
import { makeToast } from "~/server/toast.server";
import type { Route } from "./+types/work";

export const meta: Route.MetaFunction = () => [{ title: "Our Work | Admin" }];

const DEFAULT_TAB: WorkKindSlug = "case-studies";

/** The list a tab shows, tagged with its kind. */
type WorkList =
  | { kind: "case-studies"; page: Page<CaseStudy> }
  | { kind: "featured-projects"; page: Page<FeaturedProject> }
  | { kind: "client-logos"; page: Page<ClientLogo> }
  | { kind: "testimonials"; page: Page<Testimonial> };

async function loadList(kind: WorkKindSlug, request: Request): Promise<WorkList> {
  switch (kind) {
    case "case-studies": {
      const query = parseListParams(request, createListQuerySchema({ sortKeys: CASE_STUDY_SORT_KEYS, defaultSort: "createdAt" }));
      return { kind, page: await listCaseStudiesPage(query) };
    }
    case "featured-projects": {
      const query = parseListParams(
        request,
        createListQuerySchema({ sortKeys: FEATURED_PROJECT_SORT_KEYS, defaultSort: "createdAt" }),
      );
      return { kind, page: await listFeaturedProjectsPage(query) };
    }
    case "client-logos": {
      const query = parseListParams(request, createListQuerySchema({ sortKeys: CLIENT_LOGO_SORT_KEYS, defaultSort: "createdAt" }));
      return { kind, page: await listClientLogosPage(query) };
    }
    case "testimonials": {
      const query = parseListParams(request, createListQuerySchema({ sortKeys: TESTIMONIAL_SORT_KEYS, defaultSort: "createdAt" }));
      return { kind, page: await listTestimonialsPage(query) };
    }
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const tab = getWorkKind(new URL(request.url).searchParams.get("tab"))?.slug ?? DEFAULT_TAB;
  try {
    return { tab, list: await loadList(tab, request), error: null };
  } catch (error) {
    console.error(`[admin] loading ${tab} failed:`, error);
    return { tab, list: null, error: workLoadErrorText(getWorkKind(tab)!, errorMessageOf(error)) };
  }
}

const deleteSchema = z.object({
  intent: z.literal("delete"),
  kind: z.enum(WORK_KIND_SLUGS),
  id: z.uuid(),
});

const deleters: Record<WorkKindSlug, (id: string) => Promise<boolean>> = {
  "case-studies": deleteCaseStudy,
  "featured-projects": deleteFeaturedProject,
  "client-logos": deleteClientLogo,
  testimonials: deleteTestimonial,
};

export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context);
  const formData = await request.formData();
  const failure = (message: string, status: number) =>
    data(
      { ok: false, toast: makeToast({ type: "error", title: WORK_TOAST_TITLE.error, description: WORK_TEXT.deleteFailure(message) }) },
      { status },
    );
  const parsed = deleteSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const badId = parsed.error.issues.some((issue) => issue.path[0] === "id");
    return badId ? failure("Item not found", 404) : failure("Invalid request", 400);
  }
  try {
    const deleted = await deleters[parsed.data.kind](parsed.data.id);
    if (!deleted) return failure("Item not found", 404);
  } catch (error) {
    console.error(`[admin] deleting ${parsed.data.kind} ${parsed.data.id} failed:`, error);
    return failure(errorMessageOf(error), 500);
  }
  return { ok: true, toast: makeToast({ type: "success", title: WORK_TOAST_TITLE.success, description: WORK_TEXT.deleteSuccess }) };
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "Asia/Kathmandu" });
const formatDate = (value: Date | string) => longDate.format(new Date(value));

const searchPlaceholders: Record<WorkKindSlug, string> = {
  "case-studies": "Search case studies...",
  "featured-projects": "Search featured projects...",
  "client-logos": "Search client logos...",
  testimonials: "Search testimonials...",
};

const addLabels: Record<WorkKindSlug, string> = {
  "case-studies": "Add Case Study",
  "featured-projects": "Add Featured Project",
  "client-logos": "Add Client Logo",
  testimonials: "Add Testimonial",
};

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

  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <div className="relative" data-hydrated={hydrated || undefined}>
      <PageHeader title="Our Work" description="Manage the case studies, featured projects, client logos and testimonials shown on the site." />
      <Tabs
        value={shownTab}
        activationMode="manual"
        onValueChange={(value) => {
          if (value === tab && !params.toString()) return;
          void navigate(`?tab=${value}`);
        }}
      >
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList aria-label="Kinds of work">
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
          <span className="sr-only">Loading...</span>
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
            {addLabels[kind.slug]}
          </Link>
        </Button>
      </div>
      <ListToolbar placeholder={searchPlaceholders[kind.slug]} searchLabel={`Search ${kind.plural}`} />
      {error && <ErrorBanner>{error}</ErrorBanner>}
      {loading ? (
        <div className="flex justify-center p-10" role="status">
          <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">Loading...</span>
        </div>
      ) : list && list.page.total === 0 ? (
        <EmptyState
          action={
            searching ? undefined : (
              <Button asChild variant="outline">
                <Link to={`/admin/work/${kind.slug}/new`}>
                  <Plus aria-hidden="true" />
                  {addLabels[kind.slug]}
                </Link>
              </Button>
            )
          }
        >
          {kind.empty}
          {searching && <span className="mt-1 block text-sm">Nothing matches &ldquo;{params.get("q")}&rdquo;.</span>}
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
      <Button asChild variant="ghost" size="icon" aria-label={`Edit ${label}`}>
        <Link to={href}>
          {opening ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Pencil aria-hidden="true" />}
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} className="text-destructive hover:text-destructive">
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

function Thumbnail({ src, fallback, round = false }: { src: string; fallback: string; round?: boolean }) {
  return (
    <WorkImagePreview
      src={src}
      fallback={fallback}
      alt=""
      loading="lazy"
      width={round ? 40 : 64}
      height={40}
      className={round ? "size-10 rounded-full" : "h-10 w-16 rounded"}
    />
  );
}

function Stars({ rating }: { rating: number }) {
  const n = ratingStars(rating);
  return (
    <span className="inline-flex items-center gap-0.5" aria-label={`${n} out of 5 stars`} role="img">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={i < n ? "size-4 fill-amber-400 text-amber-500" : "size-4 text-muted-foreground"}
        />
      ))}
    </span>
  );
}

function WorkTable({ list }: { list: WorkList }) {
  const imageHead = (label: string) => <TableHead className="w-20">{label}</TableHead>;
  const actionsHead = <TableHead className="w-24 text-right">Actions</TableHead>;
  const created = <SortHeader label="Created" sortKey="createdAt" defaultSort="createdAt" className="hidden md:table-cell" />;

  switch (list.kind) {
    case "case-studies":
      return (
        <Table>
          <TableHeader>
            <TableRow>
              {imageHead("Image")}
              <SortHeader label="Title" sortKey="title" defaultSort="createdAt" />
              <TableHead className="hidden lg:table-cell">Tags</TableHead>
              {created}
              {actionsHead}
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.page.rows.map((row) => (
              <TableRow key={row.id} data-item-id={row.id}>
                <TableCell>
                  <Thumbnail src={row.imageUrl} fallback={fallbackImages.post} />
                </TableCell>
                <TableCell className="max-w-xs whitespace-normal">
                  <span className="font-medium">{row.title}</span>
                  <span className="line-clamp-1 text-muted-foreground">{row.description}</span>
                </TableCell>
                <TableCell className="hidden max-w-xs lg:table-cell">
                  <span className="flex flex-wrap gap-1">
                    {row.tags.slice(0, 4).map((tag) => (
                      <Badge key={tag} variant="secondary">
                        {tag}
                      </Badge>
                    ))}
                    {row.tags.length > 4 && <Badge variant="outline">+{row.tags.length - 4}</Badge>}
                  </span>
                </TableCell>
                <TableCell className="hidden md:table-cell">{formatDate(row.createdAt)}</TableCell>
                <TableCell>
                  <RowActions kind={list.kind} id={row.id} label={row.title} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
    case "featured-projects":
      return (
        <Table>
          <TableHeader>
            <TableRow>
              {imageHead("Image")}
              <SortHeader label="Title" sortKey="title" defaultSort="createdAt" />
              <SortHeader label="Category" sortKey="category" defaultSort="createdAt" className="hidden sm:table-cell" />
              {created}
              {actionsHead}
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.page.rows.map((row) => (
              <TableRow key={row.id} data-item-id={row.id}>
                <TableCell>
                  <Thumbnail src={row.imageUrl} fallback={fallbackImages.post} />
                </TableCell>
                <TableCell className="max-w-xs whitespace-normal">
                  <span className="font-medium">{row.title}</span>
                  <span className="line-clamp-1 text-muted-foreground">{row.description}</span>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  <Badge variant="outline">{row.category}</Badge>
                </TableCell>
                <TableCell className="hidden md:table-cell">{formatDate(row.createdAt)}</TableCell>
                <TableCell>
                  <RowActions kind={list.kind} id={row.id} label={row.title} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
    case "client-logos":
      return (
        <Table>
          <TableHeader>
            <TableRow>
              {imageHead("Logo")}
              <SortHeader label="Client Name" sortKey="name" defaultSort="createdAt" />
              {created}
              {actionsHead}
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.page.rows.map((row) => (
              <TableRow key={row.id} data-item-id={row.id}>
                <TableCell>
                  <WorkImagePreview
                    src={row.imageUrl}
                    fallback={fallbackImages.logo}
                    alt=""
                    loading="lazy"
                    width={64}
                    height={40}
                    className="h-10 w-16 rounded bg-transparent object-contain"
                  />
                </TableCell>
                <TableCell className="font-medium whitespace-normal">{row.name}</TableCell>
                <TableCell className="hidden md:table-cell">{formatDate(row.createdAt)}</TableCell>
                <TableCell>
                  <RowActions kind={list.kind} id={row.id} label={row.name} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
    case "testimonials":
      return (
        <Table>
          <TableHeader>
            <TableRow>
              {imageHead("Photo")}
              <SortHeader label="Name" sortKey="name" defaultSort="createdAt" />
              <SortHeader label="Company" sortKey="company" defaultSort="createdAt" className="hidden sm:table-cell" />
              <SortHeader label="Rating" sortKey="rating" defaultSort="createdAt" className="hidden md:table-cell" />
              {created}
              {actionsHead}
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.page.rows.map((row) => (
              <TableRow key={row.id} data-item-id={row.id}>
                <TableCell>
                  <Thumbnail src={row.imageSrc} fallback={fallbackImages.portrait} round />
                </TableCell>
                <TableCell className="whitespace-normal">
                  <span className="block font-medium">{row.name}</span>
                  <span className="block text-muted-foreground">{row.position}</span>
                </TableCell>
                <TableCell className="hidden sm:table-cell">{row.company}</TableCell>
                <TableCell className="hidden md:table-cell">
                  <Stars rating={row.rating} />
                </TableCell>
                <TableCell className="hidden md:table-cell">{formatDate(row.createdAt)}</TableCell>
                <TableCell>
                  <RowActions kind={list.kind} id={row.id} label={row.name} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
  }
}
