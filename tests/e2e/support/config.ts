/**
 * Shared settings of the browser tests: the databases they run against, the
 * port of each test server, and the accounts the test servers create.
 */
import path from "node:path";

export type DbKind = "pglite" | "postgres";

// E2E_PORT_BASE lets several test runs share a machine.
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
export const E2E_PORTS: Record<DbKind, number> = { pglite: portBase, postgres: portBase + 1 };

/**
 * Browser tests run once, on the embedded database: PGlite is PostgreSQL's
 * own engine, and the data layer is tested on both databases by the unit and
 * integration tests. The tests tagged BOTH_DATABASES also run on PostgreSQL:
 * those where a separate server changes what the test proves (connections
 * from several requests at once, races for one row, a database that fails),
 * with the *.postgres.spec.ts files, which need a database they can reach
 * from outside the app (decision 0018).
 */
export const BOTH_DATABASES = "@both-databases";

/** Browser tests run on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set. */
export function e2eDatabases(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export const ADMIN = { email: "admin@e2e.test", password: "admin-password-123" };
export const MEMBER = { email: "member@e2e.test", password: "member-password-123" };
/** A user whose only purpose is to be made an admin by the Set Admin test (never used elsewhere). */
export const THROWAWAY = { email: "throwaway@e2e.test", password: "throwaway-password-123" };

/**
 * Accounts only the account test uses (tests/e2e/account.spec.ts): one has
 * its password reset, the other changed, so no other test may rely on them.
 */
export const RESET_ACCOUNT = { email: "reset-me@e2e.test", password: "reset-password-123" };
export const CHANGE_ACCOUNT = { email: "change-me@e2e.test", password: "change-password-123" };
/** Only the forms-without-JavaScript test: it resets this account's password without JavaScript. */
export const NOSCRIPT_RESET_ACCOUNT = { email: "reset-noscript@e2e.test", password: "reset-noscript-123" };
/** The account only the two-factor test uses (tests/e2e/two-factor.spec.ts): it turns TOTP on. */
export const TOTP_ACCOUNT = { email: "totp-me@e2e.test", password: "totp-password-123" };

/**
 * Accounts only the passkey test uses (tests/e2e/passkeys.spec.ts): passkeys
 * are added to and removed from them, and they sign in without a password.
 */
export const PASSKEY_ACCOUNT = { email: "passkey-me@e2e.test", password: "passkey-password-123" };
export const PASSKEY_OTHER = { email: "passkey-other@e2e.test", password: "passkey-other-123" };
/**
 * Signs in with a password only, and tries to touch PASSKEY_OTHER's passkey:
 * never PASSKEY_ACCOUNT, which another test may hold a passkey on at that
 * moment (its password sign-in would then stop at the second step).
 */
export const PASSKEY_INTRUDER = { email: "passkey-intruder@e2e.test", password: "passkey-intruder-123" };
/** Only the passkey test: a passkey is its only second factor (no TOTP). */
export const PASSKEY_SECOND_FACTOR_ACCOUNT = { email: "passkey-second@e2e.test", password: "passkey-second-123" };
/** Only the passkey test: TOTP and a passkey both on. */
export const PASSKEY_TOTP_ACCOUNT = { email: "passkey-totp@e2e.test", password: "passkey-totp-123" };
/** Only the passkey test: a passkey is planted, then removed with a password reset. */
export const PASSKEY_RESET_ACCOUNT = { email: "passkey-reset@e2e.test", password: "passkey-reset-123" };

/**
 * Only the account test: the test server gives it a reset link that expired
 * before any test ran (E2EFacts.expiredResetToken), since the browser cannot
 * reach the embedded database and the app has no test-only way to age a link.
 */
export const EXPIRED_RESET_ACCOUNT = { email: "reset-expired@e2e.test", password: "reset-expired-123" };

/** Where the test servers send staff notifications (STAFF_EMAIL). */
export const STAFF_INBOX = "staff@e2e.test";

export const e2eStateDir = path.resolve(import.meta.dirname, "../../../.tmp/e2e");

/** Facts the test server records about the database it prepared (read by the tests). */
export type E2EFacts = {
  counts: { blogPosts: number; applications: number; messages: number };
  publishedPostIds: string[];
  unpublishedPostIds: string[];
  /** Every post's address (slug), by id. */
  postSlugs: Record<string, string>;
  /**
   * One row of each kind that only the admin guard test aims at (its refused
   * POSTs try to delete or change them), and the member's id it tries to make
   * an admin: the guard test checks they are unchanged.
   */
  guardTargets: {
    post: string;
    caseStudy: string;
    picture: { id: string; altText: string };
    booking: { id: string; name: string };
    message: { id: string; name: string };
    application: { id: string; name: string };
    memberId: string;
  };
  /** A reset link of EXPIRED_RESET_ACCOUNT whose 30 minutes were over before the server started. */
  expiredResetToken: string;
  /** A share-preview link whose 7 days were over before the server started (decision 0026). */
  expiredPreviewToken: string;
  /** The PostgreSQL test server's database, for tests that must hold a lock on it (absent on PGlite). */
  databaseUrl?: string;
};

export function factsFile(kind: DbKind) {
  return path.join(e2eStateDir, `${kind}-${E2E_PORTS[kind]}.json`);
}

/** Rows of each visitor-submitted kind the test database is filled with, for paging and search tests. */
export const BULK_ROWS = Number(process.env.E2E_BULK_ROWS ?? 3000);
