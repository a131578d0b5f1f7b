import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_AT_FIELD } from "~/lib/form-guard";
import { looksAutomated, tooManyRequestsMessage } from "./public-form.server";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

describe("the public forms' bot check", () => {
  const now = 1_800_000_000_000;

  it("lets a person through: honeypot empty, form shown long enough ago", () => {
    expect(looksAutomated(form({ [HONEYPOT_FIELD]: "", [STARTED_AT_FIELD]: String(now - 5_000) }), now, MIN_FILL_MS)).toEqual({
      kind: "ok",
    });
  });

  it("catches a filled honeypot", () => {
    const result = looksAutomated(form({ [HONEYPOT_FIELD]: "http://spam", [STARTED_AT_FIELD]: String(now - 60_000) }), now, MIN_FILL_MS);
    expect(result).toEqual({ kind: "bot", reason: "honeypot" });
  });

  it("catches a form sent faster than a person could, or without its start time", () => {
    expect(looksAutomated(form({ [STARTED_AT_FIELD]: String(now - MIN_FILL_MS + 1) }), now, MIN_FILL_MS)).toMatchObject({
      reason: "too-fast",
    });
    expect(looksAutomated(form({}), now, MIN_FILL_MS)).toMatchObject({ reason: "too-fast" });
    expect(looksAutomated(form({ [STARTED_AT_FIELD]: "soon" }), now, MIN_FILL_MS)).toMatchObject({ reason: "too-fast" });
    expect(looksAutomated(form({ [STARTED_AT_FIELD]: "0" }), now, 0)).toMatchObject({ reason: "too-fast" });
  });

  it("tells a person how long to wait", () => {
    expect(tooManyRequestsMessage(61)).toBe("You have sent this form too many times. Please wait 2 minutes and try again.");
    expect(tooManyRequestsMessage(30)).toBe("You have sent this form too many times. Please wait 1 minute and try again.");
  });
});
