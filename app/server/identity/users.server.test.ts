import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../testing/databases.server";
import { createUser, UserInputError } from "./users.server";
import { findUserByEmail, hasRole } from "./queries.server";
import { verifyPassword } from "./password.server";
import { findUserForSignIn } from "./queries.server";

forEachDatabase(() => {
  describe("createUser", () => {
    it("stores the email lower-cased with a scrypt hash, never the password", async () => {
      const user = await createUser({ email: "  Maya@Example.COM ", password: "a-long-password" });
      expect(user.email).toBe("maya@example.com");
      const stored = await findUserForSignIn("MAYA@example.com");
      expect(stored?.passwordHash).toMatch(/^scrypt\$/);
      expect(stored?.passwordHash).not.toContain("a-long-password");
      expect(await verifyPassword("a-long-password", stored!.passwordHash)).toBe(true);
      expect(await verifyPassword("a-long-passwore", stored!.passwordHash)).toBe(false);
    });

    it("refuses a duplicate email, whatever its case", async () => {
      await createUser({ email: "dup@example.com", password: "password-1" });
      await expect(createUser({ email: "DUP@example.com", password: "password-2" })).rejects.toThrow(
        /already exists/,
      );
    });

    it("refuses a password shorter than 8 characters and a malformed email", async () => {
      await expect(createUser({ email: "short@example.com", password: "1234567" })).rejects.toBeInstanceOf(
        UserInputError,
      );
      await expect(createUser({ email: "short@example.com", password: "1234567" })).rejects.toThrow(/^The password must be at least 8 characters long\.$/);
      await expect(createUser({ email: "not-an-email", password: "12345678" })).rejects.toThrow(/valid email/);
      // The rules of every new password: a common one is refused too (password-rules.server.ts).
      await expect(createUser({ email: "short@example.com", password: "Iloveyou1" })).rejects.toThrow(/^This password is too common\. Choose another\.$/);
      expect(await findUserByEmail("short@example.com")).toBeUndefined();
    });

    it("grants the admin role with --admin, checked by the SQL function has_role", async () => {
      const admin = await createUser({ email: "admin@example.com", password: "password-1", admin: true });
      const member = await createUser({ email: "member@example.com", password: "password-1" });
      expect(await hasRole(admin.id, "admin")).toBe(true);
      expect(await hasRole(member.id, "admin")).toBe(false);
    });
  });
});
