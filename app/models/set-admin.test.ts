import { describe, expect, it } from "vitest";
import { setAdminSchema, userLookupSchema } from "./set-admin";
import * as v from "valibot";
import { safeParseWithPaths } from "~/models/test-parse";

const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe("set admin schema", () => {
  it("needs a user id", () => {
    expect(messages(safeParseWithPaths(setAdminSchema, { userId: "" }))).toEqual(["Please enter a user ID"]);
    expect(messages(safeParseWithPaths(setAdminSchema, {}))).toEqual(["Please enter a user ID"]);
  });
  it("needs a UUID", () => {
    expect(messages(safeParseWithPaths(setAdminSchema, { userId: "123" }))).toEqual(["Please enter a valid user ID (a UUID)"]);
    expect(messages(safeParseWithPaths(setAdminSchema, { userId: "0d9c3a8e-1b2c-4d5e-8f90-12345678901g" }))).toEqual([
      "Please enter a valid user ID (a UUID)",
    ]);
  });
  it("accepts, trims and lower-cases a UUID", () => {
    expect(v.parse(setAdminSchema, { userId: " 0D9C3A8E-1B2C-4D5E-8F90-123456789012 ", role: "owner" })).toEqual({
      userId: "0d9c3a8e-1b2c-4d5e-8f90-123456789012",
    });
  });
});

describe("user lookup schema", () => {
  it("checks and lower-cases the email", () => {
    expect(v.parse(userLookupSchema, { email: "Admin@Example.com" })).toEqual({ email: "admin@example.com" });
    expect(messages(safeParseWithPaths(userLookupSchema, { email: "" }))).toEqual(["Please enter an email address"]);
    expect(messages(safeParseWithPaths(userLookupSchema, { email: "admin" }))).toEqual(["Please enter a valid email address."]);
  });
});
