/** The admin kit's choices a screen can make (the shared behaviour is covered by each screen's browser tests). */
import { describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { fields } from "~/models/text";
import { ifRecordId, intent, loadListScreen, onePage, runIntent } from "./admin-kit.server";
import type { Page } from "../db/list.server";

type Row = { id: string; name: string };
const ROWS: Row[] = Array.from({ length: 3 }, (_, i) => ({ id: `00000000-0000-4000-8000-00000000000${i}`, name: `Row ${i}` }));
const TEXT = { notFound: "Not found", notFoundMessage: "It is gone." };

/** A list of three rows, two a page. */
const list = vi.fn(async (query: { page: number; pageSize: number }): Promise<Page<Row>> => {
  const rows = ROWS.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  return { rows, total: ROWS.length, page: query.page, pageSize: query.pageSize, pageCount: 2 };
});

/** The loader's data and status (loadListScreen answers with react-router's `data`). */
async function load(url: string, extra: Partial<Parameters<typeof loadListScreen<{ page: number; pageSize: number }, Row>>[1]> = {}) {
  const answer = (await loadListScreen(new Request(`http://site.test${url}`), {
    name: "test",
    query: { page: Number(new URL(`http://x${url}`).searchParams.get("page") ?? 1), pageSize: 2 },
    list,
    text: TEXT,
    ...extra,
  })) as unknown as { data: { page: Page<Row>; viewMissing: string | null }; init: { status: number } };
  return { ...answer.data, status: answer.init.status };
}

async function post(fields: Record<string, string>, intents: Parameters<typeof runIntent>[1]) {
  const answer = (await runIntent(new Request("http://site.test/admin/x", { method: "POST", body: new URLSearchParams(fields) }), intents, {
    name: "test",
    unknownIntent: "Unknown",
    notFoundMessage: TEXT.notFoundMessage,
  })) as unknown as { data?: { ok: boolean; toast: { description?: string } }; init?: { status: number }; ok?: boolean; toast?: { description?: string } };
  return answer.data ? { ...answer.data, status: answer.init!.status } : { ok: answer.ok!, toast: answer.toast!, status: 200 };
}

describe("loadListScreen", () => {
  it("shows the last page for a page past the end, unless the screen says it stays empty", async () => {
    expect((await load("?page=9")).page).toMatchObject({ page: 2, rows: [ROWS[2]] });
    expect((await load("?page=9", { lastPageFallback: false })).page).toMatchObject({ page: 9, rows: [], total: 3 });
  });

  it("reads ?view= only on a screen with a dialog", async () => {
    const missing = "00000000-0000-4000-8000-0000000000ff";
    const withDialog = await load(`?view=${missing}`, { get: async () => null });
    expect(withDialog).toMatchObject({ viewMissing: missing, status: 404 });
    expect(await load(`?view=${missing}`)).toMatchObject({ viewMissing: null, status: 200 });
  });

  it("onePage makes a whole list one page", () => {
    expect(onePage(ROWS)).toEqual({ rows: ROWS, total: 3, page: 1, pageSize: 3, pageCount: 1 });
    expect(onePage([])).toMatchObject({ total: 0, pageCount: 1 });
  });
});

describe("runIntent", () => {
  const remove = intent({
    schema: fields({ id: v.string(), confirm: v.literal("yes") }),
    run: ({ id }) => ifRecordId(id, async (recordId) => (recordId === ROWS[0]!.id ? ROWS[0]! : null)),
    done: (row) => ({ title: `Deleted ${row.name}` }),
    // The screen words bad input and its own failures; the rest says what happened.
    failed: (description, status) => ({ title: "Error", description: status === 400 ? "Bad request" : `${status}: ${description}` }),
  });

  it("tells failed() the status, and answers a malformed id as a missing record", async () => {
    expect(await post({ intent: "remove", id: ROWS[0]!.id, confirm: "yes" }, { remove })).toMatchObject({ ok: true, status: 200 });
    expect(await post({ intent: "remove", id: ROWS[0]!.id, confirm: "no" }, { remove })).toMatchObject({
      status: 400,
      toast: { description: "Bad request" },
    });
    for (const id of [ROWS[1]!.id, "1 or 1=1"]) {
      expect(await post({ intent: "remove", id, confirm: "yes" }, { remove })).toMatchObject({
        status: 404,
        toast: { description: `404: ${TEXT.notFoundMessage}` },
      });
    }
  });
});
