/** Steps the newsletter specs share: subscribing on the blog, and reading a link out of a mail. */
import { expect, type Page } from "@playwright/test";
import { toast } from "./fixtures";
import type { StoredMail } from "./mailbox";
import { waitForHydration } from "./public-helpers";

export const CONFIRM_SUBJECT = "Confirm your subscription";

/** A link of the mail's text (its path and query: the site's address may differ from the test's). */
export function linkIn(mail: StoredMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+(${path}\\?token=[A-Za-z0-9._-]+)`).exec(mail.text);
  expect(match, `a ${path} link in the mail`).not.toBeNull();
  return match![1]!;
}

/** Subscribes `email` with the blog's newsletter box (hydrated), as a visitor does. */
export async function subscribeOnBlog(page: Page, email: string) {
  await page.goto("/blog");
  await waitForHydration(page, "form#newsletter");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Subscribed!", "Check your inbox")).toBeVisible();
}
