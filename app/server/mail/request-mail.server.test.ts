/**
 * Every request the site accepts is answered by e-mail: the messages are
 * stored with the request in one transaction, and the worker delivers them
 * to a real SMTP server (in this process), where they are parsed as a mail
 * client would.
 */
import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "~/config/site";
import type { BookingInput } from "~/models/booking";
import { createBooking } from "../bookings/bookings.server";
import { SlotTakenError } from "../bookings/queries.server";
import { createContactMessage } from "../inbox/contact-messages.server";
import { db } from "../db/client.server";
import { outboxMessages } from "../db/schema";
import { MAIL_KINDS } from "./mail-messages.server";
import { readMailSettings } from "./mail-settings.server";
import { startMailWorker, type MailWorker } from "./mail-worker.server";
import { createApplication } from "../inbox/membership-applications.server";
import { outboxMessagesFor } from "./outbox-queries.server";
import { forEachDatabase } from "../testing/databases.server";
import { calendarPart, startTestSmtpServer, type TestSmtpServer } from "../testing/smtp-server";

const booking: BookingInput = {
  name: "Asha Gurung",
  email: "asha@example.com",
  phone: "+977 9800000000",
  eventDate: "2026-12-01",
  timeSlot: "3:00 PM",
  eventType: "Social Impact Project",
  location: "Lalitpur",
  details: "A <campaign> for clean rivers",
};

const site = { ...defaultSiteSettings, siteUrl: "http://127.0.0.1:4911" };

forEachDatabase(() => {
  describe("requests enqueue their messages in the same transaction", () => {
    it("a booking stores the visitor's confirmation (with the invite) and the staff notification", async () => {
      const { id } = await createBooking(booking, { site });
      const messages = await outboxMessagesFor(id);
      expect(messages.map((m) => [m.kind, m.status, m.recipients])).toEqual([
        [MAIL_KINDS.bookingConfirmation, "queued", ["asha@example.com"]],
        [MAIL_KINDS.bookingStaff, "queued", [defaultSiteSettings.email]],
      ]);
      expect(messages[0]!.calendar?.method).toBe("REQUEST");
      // Links use the address the request came in on (SITE_URL is unset here).
      expect(messages[1]!.textBody).toContain(`http://127.0.0.1:4911/admin/bookings?view=${id}`);
    });

    it("a booking refused because its slot is taken leaves no message behind", async () => {
      await createBooking(booking, { site });
      await expect(createBooking({ ...booking, email: "late@example.com" }, { site })).rejects.toBeInstanceOf(SlotTakenError);
      const rows = await db().select({ to: outboxMessages.recipients }).from(outboxMessages);
      expect(rows.flatMap((r) => r.to)).not.toContain("late@example.com");
      expect(rows).toHaveLength(2);
    });

    it("a contact message and an application each store an acknowledgement and a staff notification", async () => {
      const message = await createContactMessage(
        { name: "Ram", email: "ram@example.com", subject: "", message: "Hello there" },
        { site },
      );
      const application = await createApplication(
        {
          fullName: "Gita Rai",
          email: "gita@example.com",
          phone: undefined,
          age: 20,
          socialMediaHandle: "@gita",
          followersCount: 300,
          skills: ["content-creation"],
          motivation: "I want to learn and to help my community with stories.",
        },
        { site },
      );
      expect((await outboxMessagesFor(message.id)).map((m) => [m.kind, m.recipients])).toEqual([
        [MAIL_KINDS.contactAcknowledgement, ["ram@example.com"]],
        [MAIL_KINDS.contactStaff, [defaultSiteSettings.email]],
      ]);
      expect((await outboxMessagesFor(application.id)).map((m) => [m.kind, m.recipients])).toEqual([
        [MAIL_KINDS.membershipAcknowledgement, ["gita@example.com"]],
        [MAIL_KINDS.membershipStaff, [defaultSiteSettings.email]],
      ]);
    });
  });

  describe("delivery", () => {
    let smtp: TestSmtpServer | undefined;
    let worker: MailWorker | undefined;
    afterEach(async () => {
      await worker?.stop();
      await smtp?.close();
      worker = smtp = undefined;
    });

    it("the visitor receives the confirmation with an invite a calendar reads, and staff the notification", async () => {
      smtp = await startTestSmtpServer();
      worker = startMailWorker(readMailSettings({ SMTP_URL: smtp.url }), {
        pollMs: 60_000, // only the wake-up after the booking can send in time
      });
      const { id } = await createBooking(booking, { site });
      const received = await smtp.waitForMessages(2);
      await expect.poll(async () => (await outboxMessagesFor(id)).map((m) => m.status)).toEqual(["sent", "sent"]);

      const confirmation = received.find((m) => m.envelopeTo.includes("asha@example.com"))!;
      expect(confirmation.subject).toBe("Your consultation on December 01, 2026 at 3:00 PM (Nepal time)");
      expect(confirmation.from?.value[0]).toEqual({ name: defaultSiteSettings.brandName, address: defaultSiteSettings.email });
      expect(confirmation.text).toContain("Project type: Social Impact Project");
      expect(confirmation.html).toContain("A &lt;campaign&gt; for clean rivers");

      const invite = calendarPart(confirmation);
      expect(invite).toBeDefined();
      const calendar = new ICAL.Component(ICAL.parse(invite!));
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      expect(event.uid).toBe(`booking-${id}@127.0.0.1`);
      // 3:00 PM in Kathmandu (UTC+05:45), for 30 minutes.
      expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-01T09:15:00.000Z");
      expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-01T09:45:00.000Z");

      const staff = received.find((m) => m.envelopeTo.includes(defaultSiteSettings.email))!;
      expect(staff.subject).toBe("New booking: Asha Gurung, December 01, 2026 at 3:00 PM");
      expect(staff.replyTo?.value[0]?.address).toBe("asha@example.com");
      expect(staff.text).toContain(`http://127.0.0.1:4911/admin/bookings?view=${id}`);
      expect(calendarPart(staff)).toBeUndefined();
      expect(received).toHaveLength(2);
    });
  });
});
