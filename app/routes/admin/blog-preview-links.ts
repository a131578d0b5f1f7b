/**
 * The blog editor's share-preview links (/admin/blogs/edit/:id/preview-links,
 * data only, decision 0026): GET lists the post's live links; POST
 * intent=create makes one and answers with its address, once (only the
 * token's hash is kept); intent=revoke ends one. Both are recorded in the
 * record of changes, never with the link itself.
 */
import { data } from "react-router";
import { PREVIEW_LINK_TEXT as T } from "~/content/admin/blog-history";
import { previewPath } from "~/models/blog-preview-link";
import { isUuid } from "~/models/ids";
import { failureMessage, refuse, succeed } from "~/server/kernel/answers.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { createPreviewLink, revokePreviewLink } from "~/server/blog/post-preview-links.server";
import { listLivePreviewLinks } from "~/server/blog/preview-link-queries.server";
import { siteSettingsFor } from "~/server/site/site-settings.server";
import type { Route } from "./+types/blog-preview-links";

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) return data({ links: [], error: T.postMissing }, { status: 404 });
  try {
    const links = await listLivePreviewLinks(params.id);
    return {
      links: links.map((l) => ({ ...l, createdAt: l.createdAt.toISOString(), expiresAt: l.expiresAt.toISOString() })),
      error: null,
    };
  } catch (error) {
    failureMessage("admin/blog-preview-links load", error);
    return data({ links: [], error: T.loadFailed }, { status: 500 });
  }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  requireAdmin(context);
  let fields: FormData;
  try {
    fields = await request.formData();
  } catch {
    return refuse(400, { title: T.error, description: T.unknownIntent });
  }
  const intent = fields.get("intent");
  if (intent !== "create" && intent !== "revoke") return refuse(400, { title: T.error, description: T.unknownIntent });
  if (!isUuid(params.id)) return refuse(404, { title: T.error, description: T.postMissing });
  const postId = params.id;
  try {
    if (intent === "create") {
      const link = await createPreviewLink(postId);
      if (!link) return refuse(404, { title: T.error, description: T.postMissing });
      const url = `${siteSettingsFor(context).siteUrl}${previewPath(link.token)}`;
      return succeed({ title: T.createdTitle, description: T.createdMessage }, { url, expiresAt: link.expiresAt.toISOString() });
    }
    const linkId = fields.get("linkId");
    if (!isUuid(linkId)) return refuse(400, { title: T.error, description: T.invalidLink });
    const revoked = await revokePreviewLink(postId, linkId);
    if (!revoked) return refuse(404, { title: T.error, description: T.notFound });
    return succeed({ title: T.revokedTitle, description: T.revokedMessage });
  } catch (error) {
    return refuse(500, { title: T.error, description: failureMessage(`admin/blog-preview-links ${intent}`, error) });
  }
}
