/**
 * Our Work forms: /admin/work/{kind}/new and /admin/work/{kind}/edit/{id}
 * (admin-area.md, "Work forms"). An unknown kind is a 404; a record that
 * cannot be loaded sends the admin back to the list with the spec's toast.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { z } from "zod";
import { PageHeader } from "~/components/admin/page-header";
import {
  CaseStudyForm,
  ClientLogoForm,
  FeaturedProjectForm,
  TestimonialForm,
  WORK_FORM_DEFAULTS,
  type WorkFormMode,
  type WorkFormValues,
} from "~/components/admin/work-forms";
import { Button } from "~/components/ui/button";
import { useToastFrom } from "~/lib/toast";
import {
  INVALID_ID_MESSAGE,
  WORK_FORM_TEXT,
  WORK_TEXT,
  WORK_TOAST_TITLE,
  caseStudySchema,
  clientLogoSchema,
  featuredProjectSchema,
  getWorkKind,
  testimonialSchema,
  type WorkKind,
  type WorkKindSlug,
} from "~/models/work";
import { requireAdmin } from "~/server/auth.server";
import { createCaseStudy, getCaseStudy, updateCaseStudy } from "~/server/case-studies.server";
import { createClientLogo, getClientLogo, updateClientLogo } from "~/server/client-logos.server";
import { errorMessageOf, isDataError } from "~/server/db/errors.server";
import { createFeaturedProject, getFeaturedProject, updateFeaturedProject } from "~/server/featured-projects.server";
import { createTestimonial, getTestimonial, updateTestimonial } from "~/server/testimonials.server";
import { makeToast, redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/work-editor";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${loaderData.mode === "create" ? WORK_FORM_TEXT[loaderData.kind].createTitle : WORK_FORM_TEXT[loaderData.kind].editTitle} | Admin`
      : "Not found | Admin",
  },
];

const idSchema = z.uuid();

function kindOr404(slug: string | undefined): WorkKind {
  const kind = getWorkKind(slug);
  if (!kind) throw data(null, { status: 404, statusText: "Not Found" });
  return kind;
}

const listUrl = (kind: WorkKindSlug) => `/admin/work?tab=${kind}`;

/** The stored record's editable fields, as the form starts from them. */
async function loadValues<K extends WorkKindSlug>(kind: K, id: string): Promise<WorkFormValues[K] | undefined> {
  switch (kind) {
    case "case-studies": {
      const row = await getCaseStudy(id);
      return (
        row && {
          title: row.title,
          description: row.description,
          imageUrl: row.imageUrl,
          readMoreLink: row.readMoreLink,
          tags: row.tags,
        }
      ) as WorkFormValues[K] | undefined;
    }
    case "featured-projects": {
      const row = await getFeaturedProject(id);
      return (
        row && { title: row.title, description: row.description, imageUrl: row.imageUrl, category: row.category }
      ) as WorkFormValues[K] | undefined;
    }
    case "client-logos": {
      const row = await getClientLogo(id);
      return (row && { name: row.name, imageUrl: row.imageUrl }) as WorkFormValues[K] | undefined;
    }
    case "testimonials": {
      const row = await getTestimonial(id);
      return (
        row && {
          name: row.name,
          position: row.position,
          company: row.company,
          testimonial: row.testimonial,
          rating: row.rating,
          imageSrc: row.imageSrc,
        }
      ) as WorkFormValues[K] | undefined;
    }
  }
  return undefined;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const kind = kindOr404(params.kind);
  const text = WORK_FORM_TEXT[kind.slug];
  if (params.id === undefined) {
    return { kind: kind.slug, mode: "create" as WorkFormMode, id: null, values: WORK_FORM_DEFAULTS[kind.slug] };
  }
  const fetchFailed = (message: string) =>
    redirectWithToast(listUrl(kind.slug), {
      type: "error",
      title: WORK_TOAST_TITLE.error,
      description: text.fetchFailed(message),
    });
  if (!idSchema.safeParse(params.id).success) throw fetchFailed(INVALID_ID_MESSAGE);
  let values: WorkFormValues[WorkKindSlug] | undefined;
  try {
    values = await loadValues(kind.slug, params.id);
  } catch (error) {
    console.error(`[admin] loading ${kind.singular} ${params.id} failed:`, error);
    throw fetchFailed(errorMessageOf(error));
  }
  if (!values) throw fetchFailed(text.notFound);
  return { kind: kind.slug, mode: "update" as WorkFormMode, id: params.id, values };
}

const intentSchema = z.enum(["create", "update"]);

type Saved = { ok: true } | { ok: false; notFound: true };

/** Validates the posted form with the kind's schema and creates or updates the record. */
async function save(kind: WorkKindSlug, formData: FormData, id: string | undefined) {
  const run = async <T,>(
    schema: z.ZodType<T>,
    create: (input: T) => Promise<unknown>,
    update: (id: string, input: T) => Promise<unknown>,
  ) => {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return { submission, saved: null };
    const value = submission.value as T;
    const saved: Saved = id === undefined ? (await create(value), { ok: true }) : (await update(id, value)) ? { ok: true } : { ok: false, notFound: true };
    return { submission, saved };
  };
  switch (kind) {
    case "case-studies":
      return run(caseStudySchema, createCaseStudy, updateCaseStudy);
    case "featured-projects":
      return run(featuredProjectSchema, createFeaturedProject, updateFeaturedProject);
    case "client-logos":
      return run(clientLogoSchema, createClientLogo, updateClientLogo);
    case "testimonials":
      return run(testimonialSchema, createTestimonial, updateTestimonial);
  }
}

const schemas = {
  "case-studies": caseStudySchema,
  "featured-projects": featuredProjectSchema,
  "client-logos": clientLogoSchema,
  testimonials: testimonialSchema,
} as const;

export async function action({ context, params, request }: Route.ActionArgs) {
  requireAdmin(context);
  const kind = kindOr404(params.kind);
  const text = WORK_FORM_TEXT[kind.slug];
  const mode: WorkFormMode = params.id === undefined ? "create" : "update";
  const failed = mode === "create" ? text.createFailed : text.updateFailed;
  const formData = await request.formData();

  const refuse = (message: string, status: number) => {
    const submission = parseWithZod(formData, { schema: schemas[kind.slug] });
    return data(
      {
        result: submission.reply({ formErrors: [failed(message)] }),
        toast: makeToast({ type: "error", title: WORK_TOAST_TITLE.error, description: failed(message) }),
      },
      { status },
    );
  };

  const intent = intentSchema.safeParse(formData.get("intent"));
  if (!intent.success || intent.data !== mode) return refuse("Invalid request", 400);
  if (params.id !== undefined && !idSchema.safeParse(params.id).success) return refuse(text.notFound, 404);

  try {
    const { submission, saved } = await save(kind.slug, formData, params.id);
    if (!saved) return data({ result: submission.reply(), toast: null }, { status: 400 });
    if (!saved.ok) return refuse(text.notFound, 404);
  } catch (error) {
    console.error(`[admin] saving ${kind.singular} failed:`, error);
    return refuse(errorMessageOf(error), isDataError(error) ? 400 : 500);
  }
  return redirectWithToast(listUrl(kind.slug), {
    type: "success",
    title: WORK_TOAST_TITLE.success,
    description: mode === "create" ? text.created : text.updated,
  });
}

export default function WorkEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, mode, id, values } = loaderData;
  const text = WORK_FORM_TEXT[kind];
  useToastFrom(actionData);
  const backTo = listUrl(kind);
  const lastResult = actionData?.result;
  const formKey = `${kind}-${id ?? "new"}`;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <Button asChild variant="ghost" className="mb-4 -ml-2">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          {WORK_TEXT.back}
        </Link>
      </Button>
      <PageHeader title={mode === "create" ? text.createTitle : text.editTitle} />
      {kind === "case-studies" && (
        <CaseStudyForm
          key={formKey}
          mode={mode}
          defaultValue={values as WorkFormValues["case-studies"]}
          lastResult={lastResult}
          backTo={backTo}
        />
      )}
      {kind === "featured-projects" && (
        <FeaturedProjectForm
          key={formKey}
          mode={mode}
          defaultValue={values as WorkFormValues["featured-projects"]}
          lastResult={lastResult}
          backTo={backTo}
        />
      )}
      {kind === "client-logos" && (
        <ClientLogoForm
          key={formKey}
          mode={mode}
          defaultValue={values as WorkFormValues["client-logos"]}
          lastResult={lastResult}
          backTo={backTo}
        />
      )}
      {kind === "testimonials" && (
        <TestimonialForm
          key={formKey}
          mode={mode}
          defaultValue={values as WorkFormValues["testimonials"]}
          lastResult={lastResult}
          backTo={backTo}
        />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{notFound ? "Oops! Page not found" : "Something went wrong"}</h1>
      <p className="text-muted-foreground">
        {notFound ? "There is no such kind of work item." : "This screen could not be shown. Please try again in a moment."}
      </p>
      <Button asChild variant="outline">
        <Link to="/admin/work">
          <ArrowLeft aria-hidden="true" />
          {WORK_TEXT.back}
        </Link>
      </Button>
    </div>
  );
}
