/**
 * A draft at its public address (/blog/<slug>, and its .data request) is
 * shown only to those the admin area lets in (auth.server.ts
 * maySeeStaffThings): an admin who has not yet set up the second factor
 * REQUIRE_ADMIN_2FA asks for sees what a visitor sees, a 404.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { serializeContent } from "~/models/blog-post";
import { authContext, type StaffAccess } from "~/server/identity/auth.server";
import { createPost } from "~/server/blog/post-queries.server";
import { db } from "~/server/db/client.server";
import { blogPosts } from "~/server/db/schema";
import { forEachDatabase } from "~/server/testing/databases.server";
import { loader } from "./blog-post";

async function open(slug: string, staff: StaffAccess | null, data = false) {
  const context = new RouterContextProvider();
  context.set(authContext, staff ? { user: { id: "00000000-0000-4000-8000-000000000001", email: "admin@example.com" }, staff, sessionToken: "t" } : { user: null, staff: "none", sessionToken: null });
  const request = new Request(`http://localhost/blog/${slug}${data ? ".data" : ""}`);
  const answer = (await loader({ request, context, params: { id: slug } } as never)) as { data?: { post: unknown }; init?: { status?: number } } & { post?: unknown };
  const body = answer.data ?? answer;
  return { status: answer.init?.status ?? 200, post: (body as { post: unknown }).post as { title: string } | null };
}

forEachDatabase(() => {
  describe("a draft at its public address", () => {
    it("is shown to an admin with the second factor, and to nobody else", async () => {
      await createPost({
        title: "Secret launch plan",
        excerpt: "Not yet.",
        author: "Staff",
        content: serializeContent([{ type: "paragraph", text: "Embargoed until Dashain." }]),
        category: "Marketing",
        published: false,
        imageUrl: "",
      });
      const [row] = await db().select({ slug: blogPosts.slug }).from(blogPosts);
      expect((await open(row!.slug, "admin")).post?.title).toBe("Secret launch plan");
      for (const data of [false, true]) {
        for (const staff of ["admin-needs-second-factor", "none", null] as const) {
          const seen = await open(row!.slug, staff, data);
          expect(seen.status, `${staff} ${data ? ".data" : "page"}`).toBe(404);
          expect(seen.post, `${staff}`).toBeNull();
        }
      }
    });
  });
});
