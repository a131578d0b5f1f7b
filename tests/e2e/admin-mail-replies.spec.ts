/**
 * Staff decisions reach the visitor by e-mail (decision 0017): staff confirm and
 * then cancel a booking made on /hire and the visitor receives each update
 * with its calendar invite; staff reply to a message sent through /contact
 * and the sender receives the reply; staff approve an application and send
 * the applicant the prepared text, edited. Each visitor has an address of
 * its own (and a client address of its own, for the forms' rate limits), so
 * the mailbox shows only this test's messages.
 */
import ICAL from "ical.js";
import type { Page } from "@playwright/test";
import { expect, postForm, rowWith, test } from "./support/admin-requests-helpers";
import { toast } from "./support/fixtures";
import { bookingDay, fillBookingForm, newVisitor, unique, uniqueEmail } from "./support/form-helpers";
import { waitForMail, type StoredMail } from "./support/mailbox";

const SITE_EMAIL = "hello@ekadash.org.np";

function parseInvite(mail: StoredMail) {
  expect(mail.calendar, `${mail.subject} carries an invite`).toBeTruthy();
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar!));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { method: calendar.getFirstPropertyValue("method"), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate() };
}

/** Plain text as read by the test's mail parser, with Unix line ends. */
const textOf = (mail: StoredMail) => mail.text.replace(/\r\n/g, "\n");

async function chooseBookingStatus(page: Page, name: string, email: string, status: string) {
  await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  await rowWith(page, name).getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Booking Details" });
  await expect(dialog).toContainText(name);
  await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveAccessibleDescription(/e-mails the customer/);
  await dialog.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: status, exact: true }).click();
  await dialog.getByRole("button", { name: "Update Booking" }).click();
  await expect(toast(page, "Booking updated successfully", `${name}: ${status}`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("staff confirm, then cancel, a booking made on /hire: the visitor receives each update with its invite", async ({ page, browser, baseURL }) => {
  const email = uniqueEmail("confirm");
  const name = `Test ${unique("confirm")}`;
  // A day and slot no other test books.
  const day = bookingDay(61 + Math.floor(Math.random() * 30));
  const slot = (["1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"] as const)[Math.floor(Math.random() * 4)]!;
  const visitor = await newVisitor(browser, baseURL!);
  try {
    await visitor.page.goto("/hire");
    await fillBookingForm(visitor.page, { day, slot, type: "Digital Campaign", name, email, phone: "+977 9801111111", location: "Online" });
    await visitor.page.getByRole("button", { name: "Submit Project Inquiry" }).click();
  } finally {
    await visitor.close();
  }
  const [booked] = await waitForMail(baseURL!, email, { subject: "Your consultation on" });
  const original = parseInvite(booked!);
  expect(original).toMatchObject({ method: "REQUEST", sequence: 0 });

  await chooseBookingStatus(page, name, email, "Confirmed");
  const [confirmed] = await waitForMail(baseURL!, email, { subject: "Confirmed: your consultation" });
  expect(confirmed!.replyTo).toBe(SITE_EMAIL);
  expect(textOf(confirmed!)).toContain(`Namaste ${name},`);
  expect(textOf(confirmed!)).toContain(`Time (Nepal time): ${slot}`);
  // The same event, updated: same UID and start, a higher SEQUENCE.
  const update = parseInvite(confirmed!);
  expect(update).toMatchObject({ method: "REQUEST", uid: original.uid, sequence: 1 });
  expect(update.start.toISOString()).toBe(original.start.toISOString());

  await chooseBookingStatus(page, name, email, "Cancelled");
  const [cancelled] = await waitForMail(baseURL!, email, { subject: "Cancelled: your consultation" });
  expect(parseInvite(cancelled!)).toMatchObject({ method: "CANCEL", uid: original.uid, sequence: 2 });
  // Each change sent once.
  expect(await waitForMail(baseURL!, email, { subject: "Confirmed: your consultation" })).toHaveLength(1);
});

test("staff reply from a message's dialog: the sender receives it, the message is Responded and the reply listed", async ({ page, browser, baseURL }) => {
  const email = uniqueEmail("reply");
  const name = `Test ${unique("reply")}`;
  const subject = `Posters <for> Tihar ${unique("s")}`;
  const theirMessage = 'Could you design three posters & a "reel" for our <ward> festival?';
  const visitor = await newVisitor(browser, baseURL!);
  try {
    await visitor.page.goto("/contact");
    await visitor.page.getByLabel("Name *").fill(name);
    await visitor.page.getByLabel("Email *").fill(email);
    await visitor.page.getByLabel("Subject").fill(subject);
    await visitor.page.getByLabel("Message *").fill(theirMessage);
    await visitor.page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(visitor.page, "Message sent!")).toBeVisible();
  } finally {
    await visitor.close();
  }

  await page.goto(`/admin/contacts?q=${encodeURIComponent(email)}`);
  await rowWith(page, name).getByRole("link", { name: `View message from ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: subject });
  await expect(dialog.getByText("Pending", { exact: true })).toBeVisible();
  const replyBox = dialog.getByRole("textbox", { name: "Reply" });
  await expect(replyBox).toHaveAccessibleDescription(`Sent to ${email} as "Re: ${subject}", with their message quoted below your words.`);

  // An empty reply is refused in the browser, and by the server.
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(dialog.getByText("Please write your reply.")).toBeVisible();
  const id = new URL(page.url()).searchParams.get("view")!;
  const refused = await postForm(page, "/admin/contacts", { intent: "reply", id, body: "   " });
  expect(refused.status()).toBe(400);
  const tooLong = await postForm(page, "/admin/contacts", { intent: "reply", id, body: "x".repeat(5001) });
  expect(tooLong.status()).toBe(400);

  const reply = `Namaste ${name},\nYes, gladly: posters <and> the reel. Can we talk on Sunday?`;
  await replyBox.fill(reply);
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(page, "Reply sent")).toBeVisible();
  await expect(dialog.getByText("Responded", { exact: true })).toBeVisible();
  const listed = dialog.getByRole("list", { name: "Replies" }).getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("by admin@e2e.test");
  await expect(listed).toContainText("Yes, gladly: posters <and> the reel.");
  await expect(replyBox).toHaveValue("");

  const [mail] = await waitForMail(baseURL!, email, { subject: `Re: ${subject}` });
  expect(mail!.replyTo).toBe(SITE_EMAIL);
  expect(textOf(mail!)).toContain(reply);
  expect(textOf(mail!)).toContain(`> ${theirMessage}`);
  expect(mail!.html).toContain("posters &lt;and&gt; the reel");
  expect(mail!.html).toContain("our &lt;ward&gt; festival");

  // Kept with the message: still there after a reload, and the list says Responded.
  await page.reload();
  await expect(page.getByRole("dialog", { name: subject }).getByRole("list", { name: "Replies" })).toContainText("Can we talk on Sunday?");
  await page.keyboard.press("Escape");
  await expect(rowWith(page, name).getByText("Responded", { exact: true })).toBeVisible();
});

test("staff approve an application and send the prepared message, edited: the applicant receives exactly that text", async ({ page, browser, baseURL }) => {
  const email = uniqueEmail("approve");
  const fullName = `Test ${unique("approve")}`;
  const visitor = await newVisitor(browser, baseURL!);
  try {
    await visitor.page.goto("/join");
    await visitor.page.getByLabel("Full Name").fill(fullName);
    await visitor.page.getByLabel("Email Address").fill(email);
    await visitor.page.getByLabel("Age", { exact: true }).fill("22");
    await visitor.page.getByLabel("Social Media Handle").fill(`@${unique("handle")}`);
    await visitor.page.getByLabel("Number of Followers").fill("1200");
    await visitor.page.getByLabel("Storytelling", { exact: true }).check();
    await visitor.page.getByLabel("Why do you want to join?").fill("I run a photography page about Patan's courtyards and want to help local artisans.");
    await visitor.page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(visitor.page, "Application submitted!")).toBeVisible();
  } finally {
    await visitor.close();
  }

  await page.goto(`/admin/applications?q=${encodeURIComponent(email)}`);
  await rowWith(page, fullName).getByRole("link", { name: `View ${fullName}` }).click();
  const dialog = page.getByRole("dialog", { name: fullName });
  // Pending: no decision, no message yet.
  await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText("Pending");
  await expect(dialog.getByRole("region", { name: "Message to the applicant" })).toHaveCount(0);

  await dialog.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Approved", exact: true }).click();
  await expect(toast(page, "Status updated", "updated to Approved")).toBeVisible();
  const section = dialog.getByRole("region", { name: "Message to the applicant" });
  const text = section.getByRole("textbox", { name: "Message" });
  await expect(text).toHaveValue(new RegExp(`^Namaste ${fullName},\\n\\nThank you for applying`));
  await expect(text).toHaveAccessibleDescription(`Sent by e-mail to ${email}, exactly as written here.`);

  // Emptied: refused in the browser with the typed state kept; the prepared text comes back on request.
  await text.fill("");
  await section.getByRole("button", { name: "Send message to applicant" }).click();
  await expect(section.getByText("Please write the message to send.")).toBeVisible();
  await section.getByRole("button", { name: "Start again from the prepared text" }).click();
  await expect(text).toHaveValue(/Thank you for applying/);

  // The server checks the same, and refuses a message about a decision the application does not have.
  const id = new URL(page.url()).searchParams.get("view")!;
  expect((await postForm(page, "/admin/applications", { intent: "decision", id, decision: "approved", message: " " })).status()).toBe(400);
  const mismatch = await postForm(page, "/admin/applications", { intent: "decision", id, decision: "rejected", message: "Sorry." });
  expect(mismatch.status()).toBe(409);

  const edited = `Namaste ${fullName},\n\nWelcome! Our next members' meeting is on Saturday at 4 PM <Jhamsikhel>.\n\nSee you there,\nAsha`;
  await text.fill(edited);
  // Sent from the keyboard: Tab to the send button and press Enter.
  await section.getByRole("button", { name: "Send message to applicant" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Message sent", email)).toBeVisible();
  await expect(section.getByRole("status")).toHaveText(`Message sent to ${email}.`);

  const [mail] = await waitForMail(baseURL!, email, { subject: "Welcome to" });
  expect(mail!.replyTo).toBe(SITE_EMAIL);
  const [body] = textOf(mail!).split("\n\n--\n\n");
  expect(body).toBe(`Your application is approved\n\n${edited}`);
  expect(mail!.html).toContain("4 PM &lt;Jhamsikhel&gt;.");

  // Opened again later, the dialog says a message already went, before anyone sends a second.
  await page.reload();
  const reopened = page.getByRole("dialog", { name: fullName });
  await expect(reopened.getByTestId("decision-already-sent")).toContainText("A message about a decision was already sent on");
  await expect(reopened.getByRole("button", { name: "Send message to applicant" })).toBeVisible();
});
