/**
 * Share-preview links: a long random token of which only the SHA-256 is
 * stored, valid 7 days, revocable; a live link finds its post (published or
 * not), a revoked, expired, unknown or malformed one finds nothing. Making
 * and revoking a link are in the record of changes, never the link itself.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serializeContent, type BlogPostInput } from "~/models/blog-post";
import { previewPath } from "~/models/blog-preview-link";
import { createPost } from "./post-queries.server";
import { db } from "../db/client.server";
import { activityLog, postPreviewLinks } from "../db/schema";
import { loggableUrl } from "../kernel/loggable-url.server";
import { cacheKeyOf } from "../site/page-cache.server";
import { createPreviewLink, hashPreviewToken, postForPreviewToken, PREVIEW_LINK_TTL_MS, revokePreviewLink } from "./post-preview-links.server";
import { listLivePreviewLinks } from "./preview-link-queries.server";
import { newRequestState, runWithRequestState } from "../kernel/request-state.server";
import { createUser } from "../identity/users.server";
import { forEachDatabase } from "../testing/databases.server";
import type { Request } from "express";

const draft = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Unreleased draft",
  excerpt: "Not public yet.",
  author: "Pema Sherpa",
  content: serializeContent([{ type: "paragraph", text: "Secret words." }]),
  category: "News",
  published: false,
  ...overrides,
});

forEachDatabase(() => {
  describe("share-preview links", () => {
    it("stores only the token's SHA-256, lasts 7 days, and shows the draft to whoever holds the token", async () => {
      const user = await createUser({ email: "asha@example.com", password: "long-enough-1", admin: true });
      const { id } = await createPost(draft());
      const now = new Date();
      const link = await runWithRequestState({ ...newRequestState(), actor: { id: user.id, email: user.email }, clientIp: null }, () =>
        createPreviewLink(id, now),
      );
      expect(link!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(link!.expiresAt.getTime()).toBe(now.getTime() + PREVIEW_LINK_TTL_MS);

      const [row] = await db().select().from(postPreviewLinks).where(eq(postPreviewLinks.id, link!.id));
      expect(row!.tokenHash).toBe(hashPreviewToken(link!.token));
      expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      // The token itself is stored nowhere.
      const everything = JSON.stringify(await db().select().from(postPreviewLinks)) + JSON.stringify(await db().select().from(activityLog));
      expect(everything).not.toContain(link!.token);

      expect((await postForPreviewToken(link!.token))?.id).toBe(id);
      expect(await listLivePreviewLinks(id)).toEqual([
        { id: link!.id, createdAt: row!.createdAt, expiresAt: link!.expiresAt, createdByEmail: "asha@example.com" },
      ]);

      const [entry] = await db().select().from(activityLog).where(eq(activityLog.action, "preview-link"));
      expect(entry).toMatchObject({ actorId: user.id, entityKind: "blog-post", entityId: id, changes: null });
      expect(entry!.summary).toBe("Created a share-preview link for blog post “Unreleased draft”");
    });

    it("refuses a revoked, an expired, an unknown and a malformed token", async () => {
      const { id } = await createPost(draft());
      const revoked = (await createPreviewLink(id))!;
      const expired = (await createPreviewLink(id))!;
      const live = (await createPreviewLink(id))!;

      expect((await revokePreviewLink(id, revoked.id))?.id).toBe(revoked.id);
      // Only once, and only through its own post.
      expect(await revokePreviewLink(id, revoked.id)).toBeUndefined();
      expect(await revokePreviewLink((await createPost(draft())).id, live.id)).toBeUndefined();
      expect(await db().select().from(activityLog).where(eq(activityLog.action, "preview-link-revoke"))).toHaveLength(1);

      await db()
        .update(postPreviewLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(postPreviewLinks.id, expired.id));

      expect(await postForPreviewToken(revoked.token)).toBeUndefined();
      expect(await postForPreviewToken(expired.token)).toBeUndefined();
      expect(await postForPreviewToken("A".repeat(43))).toBeUndefined();
      expect(await postForPreviewToken("not-a-token")).toBeUndefined();
      expect(await postForPreviewToken(undefined)).toBeUndefined();
      expect((await postForPreviewToken(live.token))?.id).toBe(id);
      // The list shows live links only.
      expect((await listLivePreviewLinks(id)).map((l) => l.id)).toEqual([live.id]);
    });

    it("shows a published post too, and makes no link for a post that does not exist", async () => {
      const { id } = await createPost(draft({ published: true }));
      const link = (await createPreviewLink(id))!;
      expect((await postForPreviewToken(link.token))?.published).toBe(true);
      expect(await createPreviewLink("00000000-0000-4000-8000-000000000000")).toBeUndefined();
    });
  });
});

describe("the preview address", () => {
  const token = "Ab-_".repeat(10) + "xyz";

  it("never reaches the server log", () => {
    expect(loggableUrl(previewPath(token))).toBe("/blog/preview/[token]");
    expect(loggableUrl(`${previewPath(token)}.data?_routes=x`)).toBe("/blog/preview/[token]?_routes=x");
  });

  it("is never kept by the page cache, as a page or as data", () => {
    const request = (path: string) => ({ method: "GET", path, originalUrl: path, headers: { host: "localhost" }, socket: {}, get: () => undefined }) as unknown as Request;
    expect(cacheKeyOf(request(previewPath(token)))).toBeUndefined();
    expect(cacheKeyOf(request(`${previewPath(token)}.data`))).toBeUndefined();
    // The public post pages are still cached.
    expect(cacheKeyOf(request("/blog/some-post"))).toBeDefined();
  });
});
