import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  CONTACT_INVALID_EMAIL_TITLE,
  CONTACT_MISSING_TITLE,
  contactErrorTitle,
  contactRespondedSchema,
  contactSchema,
  contactStatusLabel,
} from "./contact";

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
    expect(contactSchema.parse(valid)).toEqual({ ...valid, subject: "General Inquiry" });
    expect(contactSchema.parse({ ...valid, subject: undefined }).subject).toBe("General Inquiry");
    expect(contactSchema.parse({ ...valid, subject: "  Collab " }).subject).toBe("Collab");
  });
  it("requires name, email and message", () => {
    expect(byPath(contactSchema.safeParse({ name: " ", email: "", message: "" }))).toEqual({
      name: "Please fill in all required fields.",
      email: "Please fill in all required fields.",
      message: "Please fill in all required fields.",
    });
  });
  it("checks the simple email pattern", () => {
    for (const bad of ["sita", "sita@example", "si ta@example.com", "@example.com"]) {
      expect(byPath(contactSchema.safeParse({ ...valid, email: bad }))).toEqual({
        email: "Please enter a valid email address.",
      });
    }
    expect(contactSchema.parse({ ...valid, email: "a@b.c" }).email).toBe("a@b.c");
  });
  it("caps the message at 5000 characters", () => {
    expect(byPath(contactSchema.safeParse({ ...valid, message: "x".repeat(5001) }))).toEqual({
      message: "Must be at most 5000 characters",
    });
  });
  it("strips unknown fields", () => {
    expect(contactSchema.parse({ ...valid, responded: true, id: "x" })).not.toHaveProperty("responded");
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
    const good = parseWithZod(form(valid), { schema: contactSchema });
    expect(good.status === "success" && good.value.subject).toBe("General Inquiry");
    const bad = parseWithZod(form({ ...valid, email: "x@y" }), { schema: contactSchema });
    expect(bad.status !== "success" && bad.error).toEqual({ email: ["Please enter a valid email address."] });
  });
});

describe("responded toggle", () => {
  it("reads true/false", () => {
    expect(contactRespondedSchema.parse({ responded: "true" })).toEqual({ responded: true });
    expect(contactRespondedSchema.parse({ responded: "false" })).toEqual({ responded: false });
    expect(contactRespondedSchema.safeParse({}).success).toBe(false);
    expect(contactStatusLabel(true)).toBe("Responded");
    expect(contactStatusLabel(false)).toBe("Pending");
  });
});
