import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changePasswordSchema, resetPasswordSchema } from "~/models/account";
import { COMMON_PASSWORDS_FILE, isCommonPassword, newPasswordProblem, withPasswordRules } from "./password-rules.server";
import { projectRoot } from "../kernel/project-root.server";
import { safeParseWithPaths } from "~/models/test-parse";

describe("new password rules", () => {
  it("ship a list of the 10,000 most common passwords, lower-cased, one a line", () => {
    const lines = fs.readFileSync(path.join(projectRoot(), COMMON_PASSWORDS_FILE), "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.every((line) => line === line.toLowerCase() && line.length > 0)).toBe(true);
    expect(lines.slice(0, 3)).toEqual(["123456", "password", "12345678"]);
  });

  it("refuse common passwords whatever their case, too short and too long ones", () => {
    expect(isCommonPassword("password1")).toBe(true);
    expect(isCommonPassword("PassWord1")).toBe(true);
    expect(isCommonPassword("correct horse battery staple 7")).toBe(false);
    expect(newPasswordProblem("Qwertyuiop")).toBe("This password is too common. Choose another.");
    expect(newPasswordProblem("short")).toMatch(/at least 8 characters/);
    expect(newPasswordProblem("x".repeat(257))).toMatch(/at most 256 characters/);
    // Long passwords are welcome: far more than the 64 OWASP asks to allow.
    expect(newPasswordProblem("long ".repeat(51))).toBeNull();
    expect(newPasswordProblem("a-good-new-password")).toBeNull();
  });

  it("add the common-password rule to the forms' schemas, as a message under the password", () => {
    const reset = safeParseWithPaths(withPasswordRules(resetPasswordSchema), { password: "iloveyou", confirm: "iloveyou" });
    expect(reset.success).toBe(false);
    expect(reset.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["password", "This password is too common. Choose another."]]);
    const change = safeParseWithPaths(withPasswordRules(changePasswordSchema), { current: "x", password: "Sunshine1", confirm: "Sunshine1" });
    expect(change.error?.issues[0]?.path).toEqual(["password"]);
    expect(safeParseWithPaths(withPasswordRules(resetPasswordSchema), { password: "a-good-new-password", confirm: "a-good-new-password" }).success).toBe(true);
  });
});
