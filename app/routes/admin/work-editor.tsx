/**
 * Our Work forms: /admin/work/{kind}/new and /admin/work/{kind}/edit/{id}.
 * An unknown kind is a 404; a record that
 * cannot be loaded sends the admin back to the list with the spec's toast.
 */
import { parseSubmission } from "~/lib/parse-submission";
import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import * as v from "valibot";
import { PageHeader } from "~/components/admin/page-header";
import {
  CaseStudyForm,
  ClientLogoForm,
  FeaturedProjectForm,
  TestimonialForm,
  WORK_FORM_DEFAULTS,
  type WorkFormMode,
} from "~/components/admin/work-forms";
import { Button } from "~/components/ui/button";
import { WORK_EDITOR_TEXT, WORK_FORM_TEXT, WORK_TEXT, WORK_TOAST_TITLE } from "~/content/admin/work";
import { useToastFrom } from "~/lib/toast";
import { INVALID_ID_MESSAGE, getWorkKind, type WorkFormValues, type WorkKind, type WorkKindSlug } from "~/models/work";
import { failureMessage, refuse } from "~/server/kernel/answers.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { isDataError } from "~/server/db/errors.server";
import { isSlugConflict, slugTakenMessage } from "~/server/kernel/slugs.server";
import { redirectWithToast } from "~/server/kernel/toast.server";
import { WORK_UPLOAD_INTENT, uploadWorkImage } from "~/server/work/work-image-upload.server";
import { WORK_STORES } from "~/server/work/work-kinds.server";
import type { Route } from "./+types/work-editor";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${loaderData.mode === "create" ? WORK_FORM_TEXT[loaderData.kind].createTitle : WORK_FORM_TEXT[loaderData.kind].editTitle} | Admin`
      : WORK_EDITOR_TEXT.notFoundTitle,
  },
];

const idSchema = v.pipe(v.string(), v.uuid());

function kindOr404(slug: string | undefined): WorkKind {
  const kind = getWorkKind(slug);
  if (!kind) throw data(null, { status: 404, statusText: "Not Found" });
  return kind;
}

const listUrl = (kind: WorkKindSlug) => `/admin/work?tab=${kind}`;

/** A kind's store without its row types (the editor treats every kind alike). */
const storeOf = (kind: WorkKindSlug) => WORK_STORES[kind] as unknown as {
  schema: v.GenericSchema<unknown, unknown>;
  get: (id: string) => Promise<unknown>;
  values: (row: unknown) => WorkFormValues[WorkKindSlug];
  create: (input: unknown) => Promise<unknown>;
  update: (id: string, input: unknown) => Promise<unknown>;
};

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
  if (!v.safeParse(idSchema, params.id).success) throw fetchFailed(INVALID_ID_MESSAGE);
  let row: unknown;
  try {
    row = await storeOf(kind.slug).get(params.id);
  } catch (error) {
    throw fetchFailed(failureMessage(`admin/work-editor load ${kind.singular} ${params.id}`, error));
  }
  if (!row) throw fetchFailed(text.notFound);
  return { kind: kind.slug, mode: "update" as WorkFormMode, id: params.id, values: storeOf(kind.slug).values(row) };
}

const intentSchema = v.picklist(["create", "update"]);

export async function action({ context, params, request }: Route.ActionArgs) {
  requireAdmin(context);
  const kind = kindOr404(params.kind);
  const store = storeOf(kind.slug);
  const text = WORK_FORM_TEXT[kind.slug];
  const mode: WorkFormMode = params.id === undefined ? "create" : "update";
  const failed = mode === "create" ? text.createFailed : text.updateFailed;
  const formData = await request.formData();
  // An image chosen in the form is stored at once; its URL goes into the form's URL field.
  if (formData.get("intent") === WORK_UPLOAD_INTENT) return uploadWorkImage(kind.slug, formData);
  const submission = parseSubmission(formData, { schema: store.schema });

  // The message is shown twice: as the form's error and in the toast.
  const failure = (message: string, status: number) =>
    refuse(
      status,
      { title: WORK_TOAST_TITLE.error, description: failed(message) },
      { result: submission.reply({ formErrors: [failed(message)] }) },
    );

  const intent = v.safeParse(intentSchema, formData.get("intent"));
  if (!intent.success || intent.output !== mode) return failure("Invalid request", 400);
  if (params.id !== undefined && !v.safeParse(idSchema, params.id).success) return failure(text.notFound, 404);
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });

  try {
    if (params.id === undefined) await store.create(submission.value);
    else if (!(await store.update(params.id, submission.value))) return failure(text.notFound, 404);
  } catch (error) {
    if (isSlugConflict(error)) {
      // The typed address is another item's: the message under the field, everything typed kept.
      const message = slugTakenMessage(error);
      return refuse(409, { title: WORK_TOAST_TITLE.error, description: failed(message) }, { result: submission.reply({ fieldErrors: { slug: [message] } }) });
    }
    return failure(failureMessage(`admin/work-editor save ${kind.singular}`, error), isDataError(error) ? 400 : 500);
  }
  return redirectWithToast(listUrl(kind.slug), {
    type: "success",
    title: WORK_TOAST_TITLE.success,
    description: mode === "create" ? text.created : text.updated,
  });
}

/** An upload changes nothing the editor loaded: the form is not reloaded for it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "upload-image" ? false : defaultShouldRevalidate;
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
      <h1 className="text-2xl font-bold">{notFound ? WORK_EDITOR_TEXT.notFoundHeading : WORK_EDITOR_TEXT.errorHeading}</h1>
      <p className="text-muted-foreground">
        {notFound ? WORK_EDITOR_TEXT.notFoundMessage : WORK_EDITOR_TEXT.errorMessage}
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
