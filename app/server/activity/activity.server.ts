/**
 * The record of staff changes (decision 0024). Every change a person makes through
 * the admin area or their account (and every sign-in, failed or not) writes
 * one entry with `recordActivity`, passed the SAME transaction (or executor)
 * as the change itself, so the record and the change commit or fail together.
 *
 * Who and from where come from the request being answered (the auth guards
 * set the actor, the HTTP layer the address: request-state.server.ts); code
 * that runs outside a request (scripts, timers) passes them explicitly.
 */
import type { Executor } from "../db/client.server";
import { currentRequestState } from "../kernel/request-state.server";
import { insertActivity } from "./queries.server";

/** Field -> what it was and what it became. */
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

export type ActivityEntry = {
  /** What happened, e.g. "create", "update", "delete", "status", "sign-in", "sign-in-failed", "role-grant". */
  action: string;
  /** The kind of thing changed, e.g. "blog-post", "booking", "user" (activity-kinds in the Activity screen). */
  entityKind: string;
  entityId?: string | null;
  /** One line a person can read ("Published “Monsoon notes”"). */
  summary: string;
  changes?: FieldChanges | null;
};

export type ActivityActor = { id: string | null; email: string | null; ipAddress: string | null };

/** The person and address of the request being answered (nobody outside a request). */
export function currentActor(): ActivityActor {
  const state = currentRequestState();
  return { id: state?.actor?.id ?? null, email: state?.actor?.email ?? null, ipAddress: state?.clientIp ?? null };
}

/** Writes one entry, inside the caller's transaction. */
export async function recordActivity(tx: Executor, entry: ActivityEntry, actor: ActivityActor = currentActor()): Promise<void> {
  await insertActivity(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    ipAddress: actor.ipAddress,
    action: entry.action,
    entityKind: entry.entityKind,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
  });
}

/**
 * The fields of `after` whose value differs from `before` (compared as JSON,
 * so arrays and dates compare by value). Long texts are kept whole: the
 * record is what an editor reads to see what changed.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>, fields?: (keyof T)[]): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of fields ?? (Object.keys(after) as (keyof T)[])) {
    if (!(key in after)) continue;
    const from = before[key];
    const to = after[key];
    if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) changes[String(key)] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}
