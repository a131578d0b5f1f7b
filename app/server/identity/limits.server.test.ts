/**
 * Limits that no other test reached, each tried at its threshold, so that a
 * weaker value fails here: the pending sign-in's 10 minutes, the
 * change-password limit, the proof limit (turning two-factor off, "Confirm
 * it's you"), the booking manage link's limit and the second factor's
 * per-client limit. And REQUIRE_ADMIN_2FA and TRUST_PROXY as an unset
 * environment leaves them.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { action as accountAction } from "~/routes/public/account";
import { action as confirmAction } from "~/routes/public/account-confirm";
import { action as twoFactorAction } from "~/routes/public/account-two-factor";
import { authContext } from "./auth.server";
import { manageAction } from "../bookings/booking-manage-action.server";
import { createSession } from "./session.server";
import { readEnv } from "../kernel/env.server";
import { getPendingSignIn, startPendingSignIn } from "./pending-sign-in.server";
import { requestInfoContext } from "../kernel/request-context.server";
import { newRequestState, runWithRequestState } from "../kernel/request-state.server";
import { verifySecondFactor } from "./second-factor.server";
import { forEachDatabase } from "../testing/databases.server";
import { encryptTotpSecret, totpCodeAt, totpStep } from "./totp.server";
import { db } from "../db/client.server";
import { users } from "../db/schema";
import { eq } from "drizzle-orm";
import { type User } from "./queries.server";
import { createUser } from "./users.server";

const PASSWORD = "the-password-1";

function contextOf(user: User | null, token: string | null, clientIp = "198.51.100.20") {
  const context = new RouterContextProvider();
  context.set(authContext, user ? { user, staff: "none", sessionToken: token } : { user: null, staff: "none", sessionToken: null });
  context.set(requestInfoContext, { nonce: "", clientIp, siteOrigin: "http://localhost:3000" });
  return context;
}

async function call(route: (args: never) => Promise<unknown>, context: RouterContextProvider, url: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost:3000${url}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  try {
    const answer = await runWithRequestState({ ...newRequestState(), clientIp: "198.51.100.20" }, () => route({ request, context, params: {} } as never));
    return answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } }).init?.status ?? 200);
  } catch (thrown) {
    return (thrown as Response).status;
  }
}

/** Statuses of `attempts` calls in a row. */
async function statuses(attempts: number, once: () => Promise<number>) {
  const seen: number[] = [];
  for (let i = 0; i < attempts; i++) seen.push(await once());
  return seen;
}

describe("defaults of an unset environment", () => {
  it("require a second factor of admins, and trust no forwarded address", () => {
    const e = readEnv({});
    expect(e.requireAdmin2fa).toBe(true);
    expect(e.trustProxy).toBe(false);
  });
});

forEachDatabase(() => {
  it("a pending sign-in lasts 10 minutes, not a moment more", async () => {
    const user = await createUser({ email: "pending@example.com", password: PASSWORD });
    const start = new Date();
    const { cookie } = await startPendingSignIn(user.id, start);
    const token = cookie.match(/=([A-Za-z0-9_-]{43})/)![1]!;
    expect(await getPendingSignIn(token, new Date(start.getTime() + 10 * 60 * 1000 - 1000))).toBeDefined();
    expect(await getPendingSignIn(token, new Date(start.getTime() + 10 * 60 * 1000 + 1000))).toBeUndefined();
    const late = await verifySecondFactor({ token, code: "123456", kind: "totp", clientIp: "198.51.100.21" }, new Date(start.getTime() + 10 * 60 * 1000 + 1000));
    expect(late).toEqual({ ok: false, reason: "expired" });
  });

  it("changing the password: 10 wrong current passwords, then 429", async () => {
    const user = await createUser({ email: "change@example.com", password: PASSWORD });
    const { token } = await createSession(user.id);
    const wrong = { intent: "change-password", current: "not-it-at-all", password: "a-new-password-7", confirm: "a-new-password-7" };
    const seen = await statuses(11, () => call(accountAction, contextOf(user, token), "/account", wrong));
    expect(seen.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(seen[10]).toBe(429);
  });

  it("the proof that it is the owner: 10 wrong answers, then 429, on the confirmation page and when turning two-factor off", async () => {
    const user = await createUser({ email: "proof@example.com", password: PASSWORD });
    const { token } = await createSession(user.id);
    const seen = await statuses(11, () => call(confirmAction, contextOf(user, token), "/account/confirm", { password: "guess-guess-1" }));
    expect(seen.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(seen[10]).toBe(429);
    // The same allowance: even the right password waits now, here and when turning two-factor off.
    expect(await call(confirmAction, contextOf(user, token), "/account/confirm", { password: PASSWORD })).toBe(429);
    expect(await call(twoFactorAction, contextOf(user, token), "/account/two-factor", { intent: "disable", password: PASSWORD })).toBe(429);
  });

  it("the booking manage link: 10 changes per client, then 429", async () => {
    const context = contextOf(null, null, "198.51.100.77");
    const token = "m".repeat(43);
    const once = async () => {
      const request = new Request(`http://localhost:3000/booking/manage/${token}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "cancel" }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      const answer = (await manageAction(token, request, context)) as { init?: { status?: number } };
      return answer.init?.status ?? 200;
    };
    const seen = await statuses(11, once);
    // An unknown link is refused (404) while under the limit; the 11th is throttled.
    expect(seen.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(seen[10]).toBe(429);
  });

  it("the second factor: 20 wrong codes per client over all accounts, then throttled", async () => {
    const key = new Uint8Array(20).fill(9);
    const wrong = totpCodeAt(key, totpStep()) === "000000" ? "111111" : "000000";
    const results: string[] = [];
    // Three accounts, 7 wrong codes each (under their own limit of 10 and their pending sign-ins' 5, renewed).
    for (let a = 0; a < 3; a++) {
      const user = await createUser({ email: `guess-${a}@example.com`, password: PASSWORD });
      await db().update(users).set({ totpSecret: encryptTotpSecret(key), totpEnabledAt: new Date() }).where(eq(users.id, user.id));
      for (let i = 0; i < 7; i++) {
        const { cookie } = await startPendingSignIn(user.id);
        const token = cookie.match(/=([A-Za-z0-9_-]{43})/)![1]!;
        const result = await verifySecondFactor({ token, code: wrong, kind: "totp", clientIp: "198.51.100.99" });
        results.push(result.ok ? "ok" : result.reason);
      }
    }
    expect(results.slice(0, 20)).toEqual(Array(20).fill("wrong_code"));
    expect(results[20]).toBe("throttled");
  });
});
