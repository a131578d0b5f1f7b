import { describe, expect, it } from "vitest";
import { readEnv } from "../kernel/env.server";
import { hashPassword, PASSWORD_COSTS, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("uses OWASP's scrypt baseline unless a test server asks for the test cost", () => {
    expect(readEnv({}).passwordHashCost).toBe("standard");
    expect(PASSWORD_COSTS.standard).toEqual({ N: 2 ** 15, r: 8, p: 3 });
    expect(readEnv({ PASSWORD_HASH_COST: "test" }).passwordHashCost).toBe("test");
    expect(() => readEnv({ PASSWORD_HASH_COST: "cheap" })).toThrow(/PASSWORD_HASH_COST/);
  });

  it("stores the cost with the hash, and checks a password at the cost it was hashed with", async () => {
    const standard = await hashPassword("correct horse", PASSWORD_COSTS.standard);
    const test = await hashPassword("correct horse", PASSWORD_COSTS.test);
    expect(standard).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(test).toMatch(/^scrypt\$1024\$8\$1\$/);
    for (const stored of [standard, test]) {
      expect(await verifyPassword("correct horse", stored)).toBe(true);
      expect(await verifyPassword("correct horse!", stored)).toBe(false);
    }
  });

  it("refuses a stored value that is not one of its hashes", async () => {
    for (const stored of ["", "plain", "bcrypt$10$abc", "scrypt$x$8$1$c2FsdA==$a2V5"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });
});
