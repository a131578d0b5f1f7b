import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueStamp, stampTime, useFormStampSecret } from "./form-stamp.server";
import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_AT_FIELD } from "~/lib/form-guard";
import { looksAutomated, tooManyRequestsMessage } from "./public-form.server";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

describe("the public forms' bot check", () => {
  const now = 1_800_000_000_000;
  const key = randomBytes(32);
  beforeAll(() => useFormStampSecret(key));
  afterAll(() => useFormStampSecret(undefined));
  const stampedAgo = (ms: number) => issueStamp(now - ms, key);

  it("lets a person through: honeypot empty, a stamp the server made long enough ago", () => {
    expect(looksAutomated(form({ [HONEYPOT_FIELD]: "", [STARTED_AT_FIELD]: stampedAgo(5_000) }), now, MIN_FILL_MS)).toEqual({
      kind: "ok",
    });
  });

  it("catches a filled honeypot", () => {
    const result = looksAutomated(form({ [HONEYPOT_FIELD]: "http://spam", [STARTED_AT_FIELD]: stampedAgo(60_000) }), now, MIN_FILL_MS);
    expect(result).toEqual({ kind: "bot", reason: "honeypot" });
  });

  it("catches a form sent faster than a person could", () => {
    expect(looksAutomated(form({ [STARTED_AT_FIELD]: stampedAgo(MIN_FILL_MS - 1) }), now, MIN_FILL_MS)).toMatchObject({
      reason: "too-fast",
    });
  });

  it("catches a missing, made-up or altered start time: the visitor's clock is not trusted", () => {
    for (const value of [undefined, "1", String(now - 60_000), "soon", "", stampedAgo(60_000).slice(1)]) {
      const fields: Record<string, string> = value === undefined ? {} : { [STARTED_AT_FIELD]: value };
      expect(looksAutomated(form(fields), now, 0), String(value)).toMatchObject({ kind: "bot", reason: "no-stamp" });
    }
    // Signed with another key (another site, or an old secret).
    expect(looksAutomated(form({ [STARTED_AT_FIELD]: issueStamp(now - 60_000, randomBytes(32)) }), now, 0)).toMatchObject({
      reason: "no-stamp",
    });
    // A real stamp with its time pushed back: the signature no longer matches.
    const bytes = Buffer.from(stampedAgo(2_000), "base64url");
    bytes.writeUIntBE(now - 3_600_000, 16, 6);
    expect(looksAutomated(form({ [STARTED_AT_FIELD]: bytes.toString("base64url") }), now, 0)).toMatchObject({
      reason: "no-stamp",
    });
  });

  it("makes a stamp that works as a CSP nonce and is new for every response", () => {
    const a = issueStamp(now, key);
    expect(a).toMatch(/^[A-Za-z0-9_-]{40,64}$/);
    expect(issueStamp(now, key)).not.toBe(a);
    expect(stampTime(a, now, key)).toBe(now);
  });

  it("tells a person how long to wait", () => {
    expect(tooManyRequestsMessage(61)).toBe("You have sent this form too many times. Please wait 2 minutes and try again.");
    expect(tooManyRequestsMessage(30)).toBe("You have sent this form too many times. Please wait 1 minute and try again.");
  });
});
