/**
 * The spec's answer when the database fails during sign-in or sign-out: the
 * toast "Error" with "An unknown error occurred", on the page, not an error
 * page. PostgreSQL only (playwright.config.ts runs *.postgres.spec.ts on that
 * project alone): the test makes the database itself refuse the statements,
 * which it can do only from outside the server. The refusal is limited to one
 * account of the test's own, so other tests running at the same time are not
 * affected.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { hashPassword } from "~/server/identity/password.server";
import { facts, signIn, toast } from "./support/fixtures";

async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

test.describe("when the database fails", () => {
  test("a sign-in shows the toast Error, keeps the page and what was typed", async ({ page }, testInfo) => {
    const { databaseUrl } = facts(testInfo);
    expect(databaseUrl, "the PostgreSQL test server records its database").toBeTruthy();
    const email = `db-failure-${randomUUID().slice(0, 8)}@e2e.test`;
    const name = `fail_sign_in_${randomUUID().slice(0, 8)}`;
    // Every sign-in writes its attempt counters first; for this address the database refuses.
    await withDatabase(databaseUrl!, (db) =>
      db.query(`
        create function ${name}() returns trigger language plpgsql as $$
        begin raise exception 'simulated storage failure'; end $$;
        create trigger ${name} before insert or update on rate_limits for each row
          when (new.key like '%${email}') execute function ${name}();`),
    );
    try {
      await page.goto("/auth");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("any-password-1");
      const answer = page.waitForResponse((r) => r.url().includes("/auth") && r.request().method() === "POST");
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      expect((await answer).status()).toBe(500);
      await expect(toast(page, "Error", "An unknown error occurred")).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole("heading", { name: /^Welcome to/ })).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue(email);
    } finally {
      await withDatabase(databaseUrl!, (db) => db.query(`drop trigger ${name} on rate_limits; drop function ${name}();`));
    }
  });

  test("a sign-out shows the same toast, and the session still stands", async ({ page }, testInfo) => {
    const { databaseUrl } = facts(testInfo);
    expect(databaseUrl).toBeTruthy();
    const account = { email: `sign-out-failure-${randomUUID().slice(0, 8)}@e2e.test`, password: "sign-out-password-1" };
    const name = `fail_sign_out_${randomUUID().slice(0, 8)}`;
    const passwordHash = await hashPassword(account.password);
    const userId = await withDatabase(databaseUrl!, async (db) => {
      const { rows } = await db.query<{ id: string }>("insert into users (email, password_hash) values ($1, $2) returning id", [
        account.email,
        passwordHash,
      ]);
      // Ending this user's session fails in the database.
      await db.query(`
        create function ${name}() returns trigger language plpgsql as $$
        begin raise exception 'simulated storage failure'; end $$;
        create trigger ${name} before delete on sessions for each row
          when (old.user_id = '${rows[0]!.id}') execute function ${name}();`);
      return rows[0]!.id;
    });
    try {
      await signIn(page, account, "/");
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByRole("menuitem", { name: "Log out" }).click();
      await expect(toast(page, "Error", "An unknown error occurred")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
      // Still signed in, as the server still holds the session.
      await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    } finally {
      await withDatabase(databaseUrl!, async (db) => {
        await db.query(`drop trigger ${name} on sessions; drop function ${name}();`);
        await db.query("delete from users where id = $1", [userId]);
      });
    }
  });
});
