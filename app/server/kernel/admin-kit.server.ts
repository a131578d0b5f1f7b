/**
 * The admin kit: plain functions that give every staff screen the same shape
 * (decision 14). A list screen's loader is `loadListScreen` (paging with the
 * last-page fallback, the record shown in the ?view= dialog, a failed load
 * shown in place); its action is `runIntent` (one schema and one data call per
 * intent, answered with a typed result and its toast). Every failure is
 * answered through `refuse`, with plain words from `errorMessageOf` (the
 * database's own go to the log).
 * The kit holds no text: each screen passes its own from app/content/admin/.
 */
import { parseSubmission } from "~/lib/parse-submission";
import { data } from "react-router";
import * as v from "valibot";
import { fields } from "~/models/text";
import type { FormAnswer } from "~/lib/form-answer";
import type { ToastMessage } from "~/lib/toast";
import { isUuid } from "~/models/ids";
import { VIEW_PARAM } from "~/models/pagination";
import type { Page } from "../db/list.server";
import { failureMessage, refuse, succeed } from "./answers.server";
import { makeToast, type ToastInput } from "./toast.server";

/** What every admin action answers: the form answer with its toast always set. */
export type Answer = FormAnswer & { toast: ToastMessage };

/** `{ id }` as a record id (a UUID), with the screen's message for anything else. */
export function idSchema(invalidId: string) {
  return fields({ id: v.pipe(v.string(invalidId), v.trim(), v.check((value: string) => isUuid(value), invalidId)) });
}

export type ListScreenText = {
  notFound: string;
  notFoundMessage: string;
  /** When set, a failed load also raises a toast with this title (the error card shows either way). */
  loadErrorTitle?: string;
  /** The toast's words for a failed load, for screens whose spec words it; otherwise the database's. */
  loadErrorMessage?: string;
};

export type ListScreen<R> = {
  page: Page<R>;
  viewed: R | null;
  viewMissing: string | null;
  loadError: string | null;
  toast: ToastMessage | null;
};

/**
 * A list screen's loader data: the page asked for (the last page instead when
 * asked past it, e.g. after deletions), the record named by ?view= (from the
 * page, else fetched; 404 with a toast when it does not exist), and a failed
 * load as `loadError`, shown in place, never a 500 page. `also` is loaded
 * alongside and merged in (a count shown in the header, say).
 */
export async function loadListScreen<Q extends { page: number; pageSize: number }, R extends { id: string }, E = object>(
  request: Request,
  screen: {
    name: string;
    query: Q;
    list: (query: Q) => Promise<Page<R>>;
    /** The record of the ?view= dialog; a screen without a dialog leaves it out and ?view= is not read. */
    get?: (id: string) => Promise<R | null | undefined>;
    text: ListScreenText;
    also?: Promise<E>;
    /** false: a page past the end stays empty (the screen says so and links to the first page). */
    lastPageFallback?: boolean;
  },
) {
  const { query, text } = screen;
  const viewId = screen.get ? new URL(request.url).searchParams.get(VIEW_PARAM) : null;
  let page: Page<R> = { rows: [], total: 0, page: 1, pageSize: query.pageSize, pageCount: 1 };
  let loadError: string | null = null;
  let viewed: R | null = null;
  let viewMissing: string | null = null;
  try {
    page = await screen.list(query);
    const pastTheEnd = page.rows.length === 0 && page.total > 0 && query.page > page.pageCount;
    if (pastTheEnd && screen.lastPageFallback !== false) {
      page = await screen.list({ ...query, page: page.pageCount });
    }
    if (viewId) {
      viewed = page.rows.find((row) => row.id === viewId) ?? (isUuid(viewId) ? ((await screen.get!(viewId)) ?? null) : null);
      if (!viewed) viewMissing = viewId;
    }
  } catch (error) {
    loadError = failureMessage(`${screen.name} load`, error);
  }
  const also = (await screen.also) ?? ({} as E);
  const toast =
    loadError && text.loadErrorTitle
      ? makeToast({ type: "error", title: text.loadErrorTitle, description: text.loadErrorMessage ?? loadError })
      : viewMissing && !loadError
        ? makeToast({ type: "error", title: text.notFound, description: text.notFoundMessage })
        : null;
  const values: ListScreen<R> = { page, viewed, viewMissing, loadError, toast };
  return data({ ...also, ...values }, { status: viewMissing && !loadError ? 404 : 200 });
}

/**
 * `work(id)` when `id` is a record id; null otherwise, so that a malformed id
 * is answered as a missing record (404), never as a database error.
 */
export async function ifRecordId<R>(id: string, work: (id: string) => Promise<R>): Promise<R | null> {
  return isUuid(id) ? work(id) : null;
}

/** A whole list as one page, for a screen that shows every record at once (the team-leader pictures). */
export function onePage<R>(rows: R[]): Page<R> {
  return { rows, total: rows.length, page: 1, pageSize: Math.max(rows.length, 1), pageCount: 1 };
}

/** One intent of an action: what it reads, what it does, and the toasts it answers with. */
export type Intent<S extends v.GenericSchema, R> = {
  schema: S;
  /** The work; a falsy answer means the record does not exist (404). */
  run: (value: v.InferOutput<S>) => Promise<R | null | undefined | false>;
  done: (record: R, value: v.InferOutput<S>) => ToastInput;
  /**
   * The error toast for a failure, given what went wrong and the answer's
   * status (400 bad input, 404 gone, 409 conflict, 500 our fault), for
   * screens that word some failures themselves.
   */
  failed: (description: string, status: 400 | 404 | 409 | 500) => ToastInput;
  /** Failures the data layer reports on purpose (a taken slot): 409 with their own message. */
  conflict?: (error: unknown) => error is Error;
};

/** Declares an intent (only here so TypeScript infers each one's schema and record). */
export function intent<S extends v.GenericSchema, R>(spec: Intent<S, R>): Intent<S, R> {
  return spec;
}

/** The first message to show for a failed form: the id's, else the first field's. */
function firstError(error: Record<string, string[] | null> | null | undefined, fallback: string) {
  const messages = error ?? {};
  return messages.id?.[0] ?? Object.values(messages).find((list) => list?.length)?.[0] ?? fallback;
}

/**
 * Runs the intent the form names (`intent` field): 400 with the first error
 * for bad input, 404 when the record is gone, 409 for a known conflict, 500
 * with a plain message otherwise (the detail is logged). The typed values stay in `result`.
 */
export async function runIntent(
  request: Request,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each intent has its own schema and record
  intents: Record<string, Intent<any, any>>,
  text: { name: string; unknownIntent: string; invalidInput?: string; notFoundMessage: string },
) {
  const formData = await request.formData();
  const name = formData.get("intent");
  const spec = typeof name === "string" && Object.hasOwn(intents, name) ? intents[name]! : null;
  if (!spec) return refuse(400, { title: text.unknownIntent });

  const submission = parseSubmission(formData, { schema: spec.schema });
  if (submission.status !== "success") {
    return refuse(400, spec.failed(firstError(submission.error, text.invalidInput ?? "Invalid input"), 400), {
      result: submission.reply(),
    });
  }
  const result = submission.reply();
  try {
    const record = await spec.run(submission.value);
    if (!record) return refuse(404, spec.failed(text.notFoundMessage, 404), { result });
    return succeed(spec.done(record, submission.value), { result });
  } catch (error) {
    if (spec.conflict?.(error)) return refuse(409, spec.failed(error.message, 409), { result });
    return refuse(500, spec.failed(failureMessage(`${text.name} ${name}`, error), 500), { result });
  }
}
