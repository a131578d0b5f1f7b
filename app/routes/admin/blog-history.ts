/**
 * The blog editor's History dialog (/admin/blogs/edit/:id/history, data only):
 * GET lists the post's revisions (who, when) and, with ?revision=<id>, what
 * changed between that revision and the post now; POST intent=restore brings
 * a revision back (a new revision itself, recorded in the record of changes).
 */
import { data } from "react-router";
import * as v from "valibot";
import { fields } from "~/models/text";
import { HISTORY_TEXT as T } from "~/content/admin/blog-history";
import { formatDateTime } from "~/lib/time/instants";
import { isUuid } from "~/models/ids";
import { failureMessage, refuse, succeed } from "~/server/kernel/answers.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { revisionDiff } from "~/server/blog/blog-revision-diff.server";
import { snapshotOf } from "~/server/blog/blog-revisions.server";
import { getRevision, listRevisions } from "~/server/blog/post-queries.server";
import { getPost, restoreRevision } from "~/server/blog/post-queries.server";
import type { Route } from "./+types/blog-history";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const wanted = new URL(request.url).searchParams.get("revision");
  if (!isUuid(params.id)) return data({ revisions: [], compared: null, error: T.notFound }, { status: 404 });
  try {
    const post = await getPost(params.id);
    if (!post) return data({ revisions: [], compared: null, error: T.notFound }, { status: 404 });
    const revisions = await listRevisions(post.id);
    const revision = isUuid(wanted) ? await getRevision(post.id, wanted) : undefined;
    return {
      revisions: revisions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      compared: revision ? { id: revision.id, changes: revisionDiff(revision.snapshot, snapshotOf(post)) } : null,
      error: null,
    };
  } catch (error) {
    failureMessage("admin/blog-history load", error);
    return data({ revisions: [], compared: null, error: T.loadFailed }, { status: 500 });
  }
}

const restoreSchema = fields({ intent: v.literal("restore"), revisionId: v.pipe(v.string(), v.check((value: string) => isUuid(value))) });

export async function action({ context, params, request }: Route.ActionArgs) {
  requireAdmin(context);
  let fields: FormData;
  try {
    fields = await request.formData();
  } catch {
    return refuse(400, { title: T.restoreError, description: T.unknownIntent });
  }
  const parsed = v.safeParse(restoreSchema, Object.fromEntries(fields));
  if (!parsed.success) {
    const badIntent = fields.get("intent") !== "restore";
    return refuse(400, { title: T.restoreError, description: badIntent ? T.unknownIntent : T.invalidRevision });
  }
  if (!isUuid(params.id)) return refuse(404, { title: T.restoreError, description: T.notFound });
  try {
    const revision = await getRevision(params.id, parsed.output.revisionId);
    const restored = revision && (await restoreRevision(params.id, revision.id));
    if (!revision || !restored) return refuse(404, { title: T.restoreError, description: T.notFound });
    return succeed({ title: T.restoredTitle, description: T.restoredMessage(formatDateTime(revision.createdAt)) });
  } catch (error) {
    return refuse(500, { title: T.restoreError, description: failureMessage("admin/blog-history restore", error) });
  }
}
