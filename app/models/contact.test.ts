import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/parse-submission";
import {
  CONTACT_INVALID_EMAIL_TITLE,
  CONTACT_MISSING_TITLE,
  contactErrorTitle,
  contactRespondedSchema,
  contactSchema,
  contactStatusLabel,
} from "./contact";
import * as v from "valibot";
import { safeParseWithPaths } from "~/models/test-parse";

const byPath = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

function form(entries: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return fd;
}

const valid = { name: "Sita", email: "sita@example.com", subject: "", message: "Hello there" };

describe("contact schema", () => {
  it("defaults an empty subject to General Inquiry", () => {
    expect(v.parse(contactSchema, valid)).toEqual({ ...valid, subject: "General Inquiry" });
    expect(v.parse(contactSchema, { ...valid, subject: undefined }).subject).toBe("General Inquiry");
    expect(v.parse(contactSchema, { ...valid, subject: "  Collab " }).subject).toBe("Collab");
  });
  it("requires name, email and message", () => {
    expect(byPath(safeParseWithPaths(contactSchema, { name: " ", email: "", message: "" }))).toEqual({
      name: "Please fill in all required fields.",
      email: "Please fill in all required fields.",
      message: "Please fill in all required fields.",
    });
  });
  it("checks the simple email pattern", () => {
    for (const bad of ["sita", "sita@example", "si ta@example.com", "@example.com"]) {
      expect(byPath(safeParseWithPaths(contactSchema, { ...valid, email: bad }))).toEqual({
        email: "Please enter a valid email address.",
      });
    }
    expect(v.parse(contactSchema, { ...valid, email: "a@b.c" }).email).toBe("a@b.c");
  });
  it("caps the message at 5000 characters", () => {
    expect(byPath(safeParseWithPaths(contactSchema, { ...valid, message: "x".repeat(5001) }))).toEqual({
      message: "Must be at most 5000 characters",
    });
  });
  it("strips unknown fields", () => {
    expect(v.parse(contactSchema, { ...valid, responded: true, id: "x" })).not.toHaveProperty("responded");
  });
  it("picks the toast title", () => {
    expect(contactErrorTitle(["Please enter a valid email address.", "Please fill in all required fields."])).toBe(
      CONTACT_MISSING_TITLE,
    );
    expect(contactErrorTitle(["Please enter a valid email address."])).toBe(CONTACT_INVALID_EMAIL_TITLE);
    expect(CONTACT_MISSING_TITLE).toBe("Missing information");
    expect(CONTACT_INVALID_EMAIL_TITLE).toBe("Invalid email");
  });
  it("works through Conform", () => {
    const good = parseSubmission(form(valid), { schema: contactSchema });
    expect(good.status === "success" && good.value.subject).toBe("General Inquiry");
    const bad = parseSubmission(form({ ...valid, email: "x@y" }), { schema: contactSchema });
    expect(bad.status !== "success" && bad.error).toEqual({ email: ["Please enter a valid email address."] });
  });
});

describe("responded toggle", () => {
  it("reads true/false", () => {
    expect(v.parse(contactRespondedSchema, { responded: "true" })).toEqual({ responded: true });
    expect(v.parse(contactRespondedSchema, { responded: "false" })).toEqual({ responded: false });
    expect(safeParseWithPaths(contactRespondedSchema, {}).success).toBe(false);
    expect(contactStatusLabel(true)).toBe("Responded");
    expect(contactStatusLabel(false)).toBe("Pending");
  });
});
