import { describe, expect, it } from "vitest";
import { signInSchema } from "./auth";
import * as v from "valibot";
import { safeParseWithPaths } from "~/models/test-parse";

const byPath = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("sign-in schema", () => {
  it("requires both fields", () => {
    expect(byPath(safeParseWithPaths(signInSchema, {}))).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(byPath(safeParseWithPaths(signInSchema, { email: "  ", password: "" }))).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });
  it("has no format rule, lower-cases the email, keeps the password as typed", () => {
    expect(v.parse(signInSchema, { email: " Admin@Example.COM ", password: " secret ", remember: "on" })).toEqual({
      email: "admin@example.com",
      password: " secret ",
    });
    expect(v.parse(signInSchema, { email: "admin", password: "x" }).email).toBe("admin");
  });
  it("caps the password length", () => {
    expect(byPath(safeParseWithPaths(signInSchema, { email: "a@b.co", password: "x".repeat(1025) }))).toEqual({
      password: "Must be at most 1024 characters",
    });
  });
});
