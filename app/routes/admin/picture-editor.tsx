/**
 * The picture editor: /admin/team-leader-pictures/new and .../edit/{id}.
 * A new picture's id is made on the server before anything is uploaded, so its
 * file is stored at images/team-leader-pictures/<id>-<file name>.webp. After a
 * save the action answers with a toast and the screen returns to the list
 * after SAVE_REDIRECT_DELAY_MS (500 ms), as the spec says.
 */
import { parseSubmission } from "~/lib/parse-submission";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import * as v from "valibot";
import {
  PICTURES_LIST_URL as LIST_URL,
  PictureEditorForm,
  pictureFormSchema,
  type PictureActionResult as ActionResult,
  type PictureEditorMode as Mode,
  type PictureFormValues as FormValues,
} from "~/components/admin/picture-editor-form";
import { PICTURE_ADMIN_TEXT } from "~/content/admin/pictures";
import { TEAM_LEADER_PICTURE_DEFAULTS } from "~/models/team-leader-picture";
import { failureMessage, refuse, succeed } from "~/server/kernel/answers.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { ImageUploadError, fileFrom } from "~/server/storage/images.server";
import { savePicture, storePictureUpload } from "~/server/team/team-leader-pictures.server";
import { getPicture } from "~/server/team/queries.server";
import { redirectWithToast } from "~/server/kernel/toast.server";
import type { Route } from "./+types/picture-editor";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.mode === "update" ? PICTURE_ADMIN_TEXT.editTitle : PICTURE_ADMIN_TEXT.createTitle} | Admin`,
  },
];

const idSchema = v.pipe(v.string(), v.uuid());


const loadFailed = () =>
  redirectWithToast(LIST_URL, { type: "error", title: PICTURE_ADMIN_TEXT.errorTitle, description: PICTURE_ADMIN_TEXT.loadFailed });

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  if (params.id === undefined) {
    const values: FormValues = { ...TEAM_LEADER_PICTURE_DEFAULTS, altText: "", description: "" };
    // The new picture's id, made here so that its upload can be named after it.
    return { mode: "create" as Mode, id: crypto.randomUUID(), values, imagePath: null as string | null };
  }
  if (!v.safeParse(idSchema, params.id).success) throw loadFailed();
  let row;
  try {
    row = await getPicture(params.id);
  } catch (error) {
    console.error(`[admin] loading picture ${params.id} failed:`, error);
    throw loadFailed();
  }
  if (!row) throw loadFailed();
  const values: FormValues = {
    imageType: row.imageType,
    displayOrder: row.displayOrder,
    altText: row.altText,
    description: row.description ?? "",
    isActive: row.isActive,
  };
  return { mode: "update" as Mode, id: row.id, values, imagePath: row.imagePath as string | null };
}

/**
 * A new picture's id lives in the page: reloading the loader after an upload
 * or a save would make a new one, so actions on this page do not revalidate it.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET" && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

const intentSchema = v.picklist(["upload", "create", "update"]);


export async function action({ context, params, request }: Route.ActionArgs) {
  requireAdmin(context);
  const mode: Mode = params.id === undefined ? "create" : "update";
  const failedText = mode === "create" ? PICTURE_ADMIN_TEXT.createFailed : PICTURE_ADMIN_TEXT.updateFailed;
  const failed = (status: number, description: string, extra: ActionResult = {}, title: string = PICTURE_ADMIN_TEXT.errorTitle) =>
    refuse(status, { title, description }, extra);

  if (mode === "update" && !v.safeParse(idSchema, params.id).success) return failed(404, PICTURE_ADMIN_TEXT.loadFailed);

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return failed(400, PICTURE_ADMIN_TEXT.uploadFailed, {}, PICTURE_ADMIN_TEXT.uploadFailedTitle);
  }
  const intent = v.safeParse(intentSchema, formData.get("intent"));
  if (!intent.success || (intent.output !== "upload" && intent.output !== mode)) return failed(400, failedText);

  // The record id: from the URL when editing, else the id this page was given.
  const parsedId = v.safeParse(idSchema, mode === "update" ? params.id : formData.get("id"));
  if (!parsedId.success) return failed(400, failedText);
  const id = parsedId.output;

  let existing;
  try {
    existing = await getPicture(id);
  } catch (error) {
    failureMessage(`admin/picture-editor load ${id}`, error);
    return failed(500, intent.output === "upload" ? PICTURE_ADMIN_TEXT.uploadFailed : failedText);
  }
  if (mode === "update" && !existing) return failed(404, PICTURE_ADMIN_TEXT.loadFailed);
  if (mode === "create" && existing) return failed(409, failedText);

  /* Upload Image: store the file now, under the picture's id. */
  if (intent.output === "upload") {
    const file = fileFrom(formData, "image");
    const uploadFailed = { intent: "upload" } as const;
    if (!file) return failed(400, PICTURE_ADMIN_TEXT.imageRequired, uploadFailed, PICTURE_ADMIN_TEXT.uploadFailedTitle);
    try {
      const stored = await storePictureUpload(id, file, { existing, previousUpload: formData.get("previousUpload") });
      return succeed<ActionResult>(
        { title: PICTURE_ADMIN_TEXT.uploaded, description: PICTURE_ADMIN_TEXT.uploadedMessage },
        { intent: "upload", imagePath: stored.url },
      );
    } catch (error) {
      if (error instanceof ImageUploadError) return failed(400, error.message, uploadFailed, error.title);
      failureMessage(`admin/picture-editor upload ${id}`, error);
      return failed(500, PICTURE_ADMIN_TEXT.uploadFailed, uploadFailed, PICTURE_ADMIN_TEXT.uploadFailedTitle);
    }
  }

  /* Save Picture / Update Picture. */
  const submission = parseSubmission(formData, { schema: pictureFormSchema(mode, formData) });
  if (submission.status !== "success") {
    return data<ActionResult>({ ok: false, intent: mode, result: submission.reply({ hideFields: ["image"] }) }, { status: 400 });
  }
  const { imagePath: postedPath, ...fields } = submission.value;
  let saved;
  try {
    saved = await savePicture({ id, existing, fields, file: fileFrom(formData, "image"), postedPath });
  } catch (error) {
    failureMessage(`admin/picture-editor save ${id}`, error);
    return failed(500, failedText, { intent: mode, result: submission.reply({ hideFields: ["image"] }) });
  }
  if (saved.ok) {
    const toast =
      mode === "create"
        ? { title: PICTURE_ADMIN_TEXT.created, description: PICTURE_ADMIN_TEXT.createdMessage }
        : { title: PICTURE_ADMIN_TEXT.updated, description: PICTURE_ADMIN_TEXT.updatedMessage };
    return succeed<ActionResult>(toast, { intent: mode, imagePath: saved.imagePath });
  }
  if (saved.reason === "not-found") return failed(404, PICTURE_ADMIN_TEXT.loadFailed);
  const imageError = saved.reason === "bad-image" ? saved.error.message : PICTURE_ADMIN_TEXT.imageRequired;
  const result = submission.reply({ fieldErrors: { image: [imageError] }, hideFields: ["image"] });
  if (saved.reason === "bad-image") return failed(400, saved.error.message, { intent: mode, result }, saved.error.title);
  return data<ActionResult>({ ok: false, intent: mode, result }, { status: 400 });
}

export default function PictureEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PictureEditorForm loaderData={loaderData} actionData={actionData} />;
}
