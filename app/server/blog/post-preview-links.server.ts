/**
 * Share-preview links of blog posts (`post_preview_links`, decision 0026):
 * an admin makes one in the editor, and anyone holding it sees the post as
 * last saved, published or not, at /blog/preview/<token> for 7 days or until
 * it is revoked. The token is 32 random bytes (base64url, 43 characters) and
 * only its SHA-256 is stored, so a copy of the database holds no working
 * link; the token is shown once, to the admin who made it. The address names
 * no post id or slug, so it works whatever the posts' addresses are.
 */
import { createHash, randomBytes } from "node:crypto";
import { activitySummary } from "~/content/admin/activity";
import { currentActor, recordActivity } from "../activity/activity.server";
import { db } from "../db/client.server";
import { getPost, lockPostTitle, postTitle, type BlogPost } from "./post-queries.server";
import { insertPreviewLink, postIdOfLiveLink, revokeLivePreviewLink } from "./preview-link-queries.server";

export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newPreviewToken = (): string => randomBytes(TOKEN_BYTES).toString("base64url");
export const hashPreviewToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export type CreatedPreviewLink = { id: string; token: string; expiresAt: Date };

/** Makes a link to `postId` (undefined when there is no such post); the token is returned once, here. */
export async function createPreviewLink(postId: string, now = new Date()): Promise<CreatedPreviewLink | undefined> {
  return db().transaction(async (tx) => {
    // Locked so that the post cannot be deleted between this read and the insert.
    const title = await lockPostTitle(tx, postId);
    if (title === undefined) return undefined;
    const token = newPreviewToken();
    const row = await insertPreviewLink(tx, {
      postId,
      tokenHash: hashPreviewToken(token),
      createdBy: currentActor().id,
      expiresAt: new Date(now.getTime() + PREVIEW_LINK_TTL_MS),
    });
    // The record says a link was made, never the link itself (decision 0024).
    await recordActivity(tx, {
      action: "preview-link",
      entityKind: "blog-post",
      entityId: postId,
      summary: activitySummary("preview-link", "blog-post", title),
    });
    return { id: row.id, token, expiresAt: row.expiresAt };
  });
}

/** Revokes one live link of the post; undefined when it is not one (unknown, another post's, already ended). */
export async function revokePreviewLink(postId: string, linkId: string): Promise<{ id: string } | undefined> {
  return db().transaction(async (tx) => {
    const row = await revokeLivePreviewLink(tx, postId, linkId);
    if (!row) return undefined;
    await recordActivity(tx, {
      action: "preview-link-revoke",
      entityKind: "blog-post",
      entityId: postId,
      summary: activitySummary("preview-link-revoke", "blog-post", await postTitle(tx, postId)),
    });
    return row;
  });
}

/** The post a live link shows; undefined for anything else (malformed, unknown, revoked, expired). */
export async function postForPreviewToken(token: string | undefined): Promise<BlogPost | undefined> {
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const postId = await postIdOfLiveLink(hashPreviewToken(token));
  return postId ? getPost(postId) : undefined;
}
