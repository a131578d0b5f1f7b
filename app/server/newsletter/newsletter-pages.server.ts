/**
 * The loaders and action of the newsletter's public pages: a signed link in,
 * a clear state and the right status out. A bad or tampered link is 400, an
 * expired one 410 (gone), never a 500.
 */
import { data } from "react-router";
import { readNewsletterToken } from "./newsletter-link.server";
import { confirmSubscription, subscriberStatus, unsubscribe, type ConfirmOutcome } from "./queries.server";

export type ConfirmState = ConfirmOutcome | "expired" | "invalid";
const CONFIRM_STATUS: Record<ConfirmState, number> = {
  confirmed: 200,
  "already-confirmed": 200,
  unsubscribed: 410,
  "not-found": 410,
  expired: 410,
  invalid: 400,
};

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

export async function loadConfirmPage(request: Request) {
  const link = readNewsletterToken("confirm", tokenOf(request));
  const state: ConfirmState = link.state === "valid" ? await confirmSubscription(link.email) : link.state;
  return data({ state }, { status: CONFIRM_STATUS[state] });
}

export type UnsubscribeState = "ask" | "done" | "not-found" | "invalid";

export async function loadUnsubscribePage(request: Request) {
  const link = readNewsletterToken("unsubscribe", tokenOf(request));
  if (link.state !== "valid") return data({ state: "invalid" as UnsubscribeState, email: "" }, { status: 400 });
  const status = await subscriberStatus(link.email);
  const state: UnsubscribeState = status === undefined ? "not-found" : status === "unsubscribed" ? "done" : "ask";
  return data({ state, email: link.email }, { status: state === "not-found" ? 410 : 200 });
}

/**
 * The page's button and a mail program's one-click unsubscribe (RFC 8058:
 * `List-Unsubscribe=One-Click` posted to the same address) do the same thing.
 * The signed link is the proof, so neither needs the public forms' stamp.
 */
export async function unsubscribeAction(request: Request) {
  const link = readNewsletterToken("unsubscribe", tokenOf(request));
  if (link.state !== "valid") return data({ state: "invalid" as UnsubscribeState, email: "" }, { status: 400 });
  const found = await unsubscribe(link.email);
  return data({ state: (found ? "done" : "not-found") as UnsubscribeState, email: link.email }, { status: found ? 200 : 410 });
}
