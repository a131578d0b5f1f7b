/**
 * An admin screen never puts the database's own words on the page: a filter
 * the database cannot read (`?kind=%00`, a NUL byte) is logged for the
 * operator and the admin sees a plain message, in the page and in its data.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { DATABASE_ERROR_TEXT } from "~/content/admin/errors";
import { authContext } from "~/server/identity/auth.server";
import { forEachDatabase } from "~/server/testing/databases.server";
import { loader } from "./activity";

forEachDatabase(() => {
  describe("the Activity screen with a filter the database refuses", () => {
    it("logs the database's words and shows the admin a plain message", async () => {
      const context = new RouterContextProvider();
      context.set(authContext, { user: { id: "00000000-0000-4000-8000-000000000001", email: "admin@example.com" }, staff: "admin", sessionToken: "t" });
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        for (const query of ["kind=%00", "person=%00", "q=%00"]) {
          const request = new Request(`http://localhost/admin/activity.data?${query}`);
          const answer = (await loader({ request, context, params: {} } as never)) as { data: Record<string, unknown>; init: { status?: number } | null };
          const seen = JSON.stringify(answer.data);
          expect(seen, query).not.toMatch(/0x00|UTF8|byte sequence|activity_log|select /i);
          if (answer.data.loadError) expect(answer.data.loadError, query).toBe(DATABASE_ERROR_TEXT.refusedValues);
        }
        // The operator has the database's words, in the log.
        const inLog = (arg: unknown) => /byte sequence/i.test(`${String(arg)} ${String((arg as { cause?: unknown })?.cause ?? "")}`);
        expect(logged.mock.calls.some((call) => call.some(inLog))).toBe(true);
      } finally {
        logged.mockRestore();
      }
    });
  });
});
