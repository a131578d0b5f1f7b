import { desc, eq } from "drizzle-orm";
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { siteSettings } from "~/server/site/site-settings.server";
import { newsletterSchema } from "~/models/newsletter";
import { db } from "../db/client.server";
import { newsletterSubscribers, outboxMessages } from "../db/schema";
import { useFormStampSecret } from "../kernel/form-stamp.server";
import { CONFIRM_LINK_LIFETIME_MS, newsletterHeaders, newsletterToken, readNewsletterToken } from "./newsletter-link.server";
import { NEWSLETTER_CONFIRMATION_KIND } from "./newsletter-mail.server";
import { loadConfirmPage, loadUnsubscribePage, unsubscribeAction } from "./newsletter-pages.server";
import { subscribe } from "./newsletter.server";
import { confirmSubscription, countSubscribers, deleteSubscriber, iterateSubscribers, listSubscribers, subscriberCounts, subscriberStatus, unsubscribe } from "./queries.server";
import { asSent } from "../testing/sent-mail";
import { forEachDatabase } from "../testing/databases.server";
import * as v from "valibot";

const SITE_URL = "https://collective.example";
const site = { ...siteSettings(), siteUrl: SITE_URL, brandName: "Ekadash Collective" };

beforeAll(() => useFormStampSecret(Buffer.alloc(32, 7)));
afterAll(() => useFormStampSecret(undefined));

/** Every stored row, read straight from the table, newest first. */
function storedRows() {
  return db()
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
}

/** The confirmation mails queued for an address, oldest first. */
async function confirmations(email: string) {
  const rows = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, NEWSLETTER_CONFIRMATION_KIND)).orderBy(outboxMessages.createdAt);
  return rows.filter((r) => r.recipients.includes(email));
}

/** The token in a mail's confirmation or unsubscribe link. */
function linkToken(text: string, path: string) {
  const match = new RegExp(`${SITE_URL}${path}\\?token=([A-Za-z0-9._-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
}

const page = (path: string, token: string, init?: RequestInit) => new Request(`${SITE_URL}${path}?token=${token}`, init);

/** Moves every queued confirmation of an address back in time (the re-send limit counts from created_at). */
async function ageConfirmations(minutes: number) {
  await db().update(outboxMessages).set({ createdAt: new Date(Date.now() - minutes * 60_000) });
}
/** The addresses the CSV export would write for a search, in its order. */
async function exported(q: string, batchSize?: number, status?: "confirmed" | "pending" | "unsubscribed") {
  const emails: string[] = [];
  for await (const batch of iterateSubscribers({ q, status }, batchSize)) emails.push(...batch.map((r) => r.email));
  return emails;
}

/**
 * Sets the subscribers one minute apart, in the given order (oldest first):
 * PGlite's clock has millisecond resolution, so rows stored one after another
 * often share created_at.
 */
async function spreadCreatedAt(emails: string[]) {
  for (const [i, email] of emails.entries()) {
    await db()
      .update(newsletterSubscribers)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })
      .where(eq(newsletterSubscribers.email, email));
  }
}

forEachDatabase(() => {
  describe("subscribe (double opt-in)", () => {
    it("stores a new address lower-cased as pending and queues one confirmation with signed links", async () => {
      expect(await subscribe("Asha@Example.com", { site })).toEqual({ outcome: "created" });
      const [row] = await storedRows();
      expect(row).toMatchObject({ email: "asha@example.com", status: "pending", confirmedAt: null, unsubscribedAt: null });
      const [stored] = await confirmations("asha@example.com");
      const mail = await asSent(stored!);
      expect(mail).toMatchObject({ relatedId: row!.id, status: "queued", subject: "Confirm your subscription to the Ekadash Collective newsletter" });
      expect(mail!.sendBy!.getTime() - mail!.createdAt.getTime()).toBeGreaterThan(CONFIRM_LINK_LIFETIME_MS - 60_000);
      const token = linkToken(mail!.textBody, "/newsletter/confirm");
      expect(readNewsletterToken("confirm", token)).toEqual({ state: "valid", email: "asha@example.com" });
      // The footer's unsubscribe link works for the same address.
      const unsub = linkToken(mail!.textBody, "/newsletter/unsubscribe");
      expect(readNewsletterToken("unsubscribe", unsub)).toEqual({ state: "valid", email: "asha@example.com" });
      expect(mail!.htmlBody).toContain(`href="${SITE_URL}/newsletter/confirm?token=${token}"`);
    });

    it("answers repeats quietly: pending re-sent at most hourly, confirmed untouched, unsubscribed pending again", async () => {
      await subscribe("bina@example.com", { site });
      expect(await subscribe("BINA@example.com", { site })).toEqual({ outcome: "already-pending" });
      expect(await confirmations("bina@example.com")).toHaveLength(1);
      await ageConfirmations(61);
      expect(await subscribe(v.parse(newsletterSchema, { email: " bina@EXAMPLE.com " }).email, { site })).toEqual({ outcome: "resent" });
      expect(await confirmations("bina@example.com")).toHaveLength(2);

      expect(await confirmSubscription("bina@example.com")).toBe("confirmed");
      expect(await subscribe("bina@example.com", { site })).toEqual({ outcome: "already-confirmed" });
      expect(await confirmations("bina@example.com")).toHaveLength(2);

      expect(await unsubscribe("bina@example.com")).toBe(true);
      expect(await subscribe("bina@example.com", { site })).toEqual({ outcome: "resubscribed" });
      const [row] = await storedRows();
      expect(row).toMatchObject({ status: "pending", confirmedAt: null, unsubscribedAt: null });
      expect(await confirmations("bina@example.com")).toHaveLength(3);
      expect(await countSubscribers()).toBe(1);
    });

    it("keeps one row and one confirmation when the same address arrives simultaneously", async () => {
      const results = await Promise.all(
        ["cala@example.com", "CALA@example.com", "Cala@Example.com", "cala@EXAMPLE.com"].map((e) => subscribe(e, { site })),
      );
      expect(results.filter((r) => r.outcome === "created")).toHaveLength(1);
      expect(results.filter((r) => r.outcome !== "created").every((r) => r.outcome === "already-pending")).toBe(true);
      expect(await countSubscribers()).toBe(1);
      expect(await confirmations("cala@example.com")).toHaveLength(1);
    });
  });

  describe("signed links", () => {
    it("refuses tampered, foreign-purpose and expired tokens", () => {
      const now = Date.now();
      const token = newsletterToken("confirm", "dev@example.com", now);
      expect(readNewsletterToken("confirm", token, now)).toEqual({ state: "valid", email: "dev@example.com" });
      // Another address with the same signature.
      const [code, expiry, , mac] = token.split(".");
      const forged = [code, expiry, Buffer.from("eve@example.com").toString("base64url"), mac].join(".");
      expect(readNewsletterToken("confirm", forged, now)).toEqual({ state: "invalid" });
      // A later expiry with the same signature.
      expect(readNewsletterToken("confirm", [code, "zzzzzz", token.split(".")[2], mac].join("."), now)).toEqual({ state: "invalid" });
      expect(readNewsletterToken("confirm", token.slice(0, -2), now)).toEqual({ state: "invalid" });
      expect(readNewsletterToken("confirm", null)).toEqual({ state: "invalid" });
      expect(readNewsletterToken("confirm", "x".repeat(5000))).toEqual({ state: "invalid" });
      // A confirm token does not unsubscribe, and the other way round.
      expect(readNewsletterToken("unsubscribe", token, now)).toEqual({ state: "invalid" });
      expect(readNewsletterToken("confirm", newsletterToken("unsubscribe", "dev@example.com"), now)).toEqual({ state: "invalid" });
      // Seven days on, the confirm link has expired; unsubscribe links do not.
      expect(readNewsletterToken("confirm", token, now + CONFIRM_LINK_LIFETIME_MS + 2000)).toEqual({ state: "expired", email: "dev@example.com" });
      expect(readNewsletterToken("unsubscribe", newsletterToken("unsubscribe", "dev@example.com", now), now + 400 * 86_400_000).state).toBe("valid");
      // Signed with another server's secret.
      useFormStampSecret(Buffer.alloc(32, 9));
      expect(readNewsletterToken("confirm", token, now)).toEqual({ state: "invalid" });
      useFormStampSecret(Buffer.alloc(32, 7));
    });

    it("builds the List-Unsubscribe headers of newsletter mails", () => {
      const headers = newsletterHeaders(site, "dev@example.com");
      expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const url = /^<(.+)>$/.exec(headers["List-Unsubscribe"]!)![1]!;
      expect(readNewsletterToken("unsubscribe", new URL(url).searchParams.get("token"))).toEqual({ state: "valid", email: "dev@example.com" });
    });

    it("the pages confirm and unsubscribe with the right statuses, never a 500", async () => {
      await subscribe("dita@example.com", { site });
      const token = newsletterToken("confirm", "dita@example.com");
      const confirmed = await loadConfirmPage(page("/newsletter/confirm", token));
      expect([confirmed.init?.status ?? 200, confirmed.data]).toEqual([200, { state: "confirmed" }]);
      expect(await subscriberStatus("dita@example.com")).toBe("confirmed");
      expect((await loadConfirmPage(page("/newsletter/confirm", token))).data).toEqual({ state: "already-confirmed" });

      const bad = await loadConfirmPage(page("/newsletter/confirm", `${token}x`));
      expect([bad.init?.status, bad.data]).toEqual([400, { state: "invalid" }]);
      await subscribe("old@example.com", { site });
      const expired = await loadConfirmPage(page("/newsletter/confirm", newsletterToken("confirm", "old@example.com", Date.now() - CONFIRM_LINK_LIFETIME_MS - 5000)));
      expect([expired.init?.status, expired.data]).toEqual([410, { state: "expired" }]);
      expect(await subscriberStatus("old@example.com")).toBe("pending");

      const unsubToken = newsletterToken("unsubscribe", "dita@example.com");
      const ask = await loadUnsubscribePage(page("/newsletter/unsubscribe", unsubToken));
      expect(ask.data).toEqual({ state: "ask", email: "dita@example.com" });
      expect(await subscriberStatus("dita@example.com")).toBe("confirmed");
      // The RFC 8058 one-click request: a bare form post to the same address.
      const body = new URLSearchParams({ "List-Unsubscribe": "One-Click" });
      const done = await unsubscribeAction(page("/newsletter/unsubscribe", unsubToken, { method: "POST", body }));
      expect([done.init?.status ?? 200, done.data]).toEqual([200, { state: "done", email: "dita@example.com" }]);
      expect(await subscriberStatus("dita@example.com")).toBe("unsubscribed");
      expect((await loadUnsubscribePage(page("/newsletter/unsubscribe", unsubToken))).data.state).toBe("done");
      // An old confirmation link does not subscribe it again.
      const after = await loadConfirmPage(page("/newsletter/confirm", token));
      expect([after.init?.status, after.data]).toEqual([410, { state: "unsubscribed" }]);
      expect(await subscriberStatus("dita@example.com")).toBe("unsubscribed");

      const tampered = await unsubscribeAction(page("/newsletter/unsubscribe", unsubToken.replace(/.$/, (c) => (c === "A" ? "B" : "A")), { method: "POST", body }));
      expect(tampered.init?.status).toBe(400);
      const unknown = await unsubscribeAction(page("/newsletter/unsubscribe", newsletterToken("unsubscribe", "nobody@example.com"), { method: "POST", body }));
      expect([unknown.init?.status, unknown.data.state]).toEqual([410, "not-found"]);
    });
  });

  describe("admin list", () => {
    it("counts, filters by status, searches, pages and removes", async () => {
      for (const e of ["p1@example.com", "p2@mail.np", "c1@example.com", "c2@mail.np", "u1@example.com"]) await subscribe(e, { site });
      await confirmSubscription("c1@example.com");
      await confirmSubscription("c2@mail.np");
      await unsubscribe("u1@example.com");
      expect(await subscriberCounts()).toEqual({ confirmed: 2, pending: 2, unsubscribed: 1 });
      const query = { q: "", page: 1, pageSize: 10 as const, sort: "email" as const, dir: "asc" as const };
      expect((await listSubscribers({ ...query, status: "confirmed" })).rows.map((r) => r.email)).toEqual(["c1@example.com", "c2@mail.np"]);
      expect((await listSubscribers({ ...query, q: "mail.np" })).rows.map((r) => r.email)).toEqual(["c2@mail.np", "p2@mail.np"]);
      const second = await listSubscribers({ ...query, pageSize: 2 as never, page: 2 });
      expect([second.total, second.rows.map((r) => r.email)]).toEqual([5, ["p1@example.com", "p2@mail.np"]]);
      expect(await exported("", undefined, "unsubscribed")).toEqual(["u1@example.com"]);

      const [u1] = (await listSubscribers({ ...query, status: "unsubscribed" })).rows;
      expect(u1!.unsubscribedAt).toBeInstanceOf(Date);
      expect(await deleteSubscriber(u1!.id)).toEqual({ id: u1!.id });
      expect(await deleteSubscriber(u1!.id)).toBeUndefined();
      expect(await subscriberCounts()).toEqual({ confirmed: 2, pending: 2, unsubscribed: 0 });
    });
  });

  describe("export", () => {
    it("lists newest first and searches literally", async () => {
      const emails = Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0 ? `searchable${String(i).padStart(2, "0")}@example.com` : `reader${String(i).padStart(2, "0")}@mail.np`,
      );
      for (const email of emails) await subscribe(email, { site });
      await spreadCreatedAt(emails);

      expect(await exported("", 7)).toEqual([...emails].reverse());
      expect(await exported("SEARCHABLE")).toEqual(emails.filter((e) => e.startsWith("searchable")).reverse());
      expect(await exported("mail.np")).toHaveLength(20);

      // LIKE wildcards in the query are literal.
      await subscribe("first_last@example.com", { site });
      await subscribe("firstxlast@example.com", { site });
      await subscribe("100%fan@example.com", { site });
      expect(await exported("first_last")).toEqual(["first_last@example.com"]);
      expect(await exported("%")).toEqual(["100%fan@example.com"]);
    });

    it("iterates a filtered export in batches, every row once, even rows stored at the same instant", async () => {
      for (let i = 0; i < 5; i++) await subscribe(`single${i}@example.com`, { site });
      // One multi-row insert: every row gets the same created_at.
      await db()
        .insert(newsletterSubscribers)
        .values(Array.from({ length: 12 }, (_, i) => ({ email: `bulk${i}@${i % 2 ? "mail.np" : "example.com"}` })));

      const seen: string[] = [];
      for await (const batch of iterateSubscribers({ q: "" }, 5)) {
        expect(batch.length).toBeLessThanOrEqual(5);
        expect(batch.every((r) => !("cursor" in r))).toBe(true);
        seen.push(...batch.map((b) => b.id));
      }
      expect(seen).toHaveLength(17);
      expect(new Set(seen).size).toBe(17);
      expect(seen).toEqual((await storedRows()).map((r) => r.id));

      const filtered = await exported("@mail.np", 2);
      expect(filtered).toHaveLength(6);
      expect(filtered.every((e) => e.endsWith("@mail.np"))).toBe(true);
    });
  });

});
