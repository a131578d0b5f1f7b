/**
 * Staff decisions on a booking tell the visitor (updateBooking queues the
 * message in its own transaction, with the invite's SEQUENCE raised there),
 * and the day-before reminders are queued once per booking, with a fixed
 * clock, however many rounds run at once.
 */
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingInput } from "~/models/booking";
import { queueBookingReminders } from "./booking-reminders.server";
import { BOOKING_STATUS_MAIL_KINDS } from "./booking-mail.server";
import { createBooking, updateBooking } from "./bookings.server";
import { getBooking } from "./queries.server";
import { db } from "../db/client.server";
import { bookings } from "../db/schema";
import { MAIL_KINDS } from "../mail/mail-messages.server";
import { outboxMessagesFor } from "../mail/outbox-queries.server";
import { forEachDatabase } from "../testing/databases.server";

const input: BookingInput = {
  name: "Asha <Gurung>",
  email: "asha@example.com",
  phone: "+977 9800000000",
  eventDate: "2026-12-05",
  timeSlot: "2:00 PM",
  eventType: "Content Creation",
  location: "Lalitpur",
  details: undefined,
};

/** The messages about a booking other than the ones made when it was booked. */
async function statusMail(id: string) {
  const all = await outboxMessagesFor(id);
  return all.filter((m) => m.kind !== MAIL_KINDS.bookingConfirmation && m.kind !== MAIL_KINDS.bookingStaff);
}

function parseInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { method: calendar.getFirstPropertyValue("method"), event };
}

forEachDatabase(() => {
  describe("a status change tells the visitor", () => {
    it("confirmed: an updated REQUEST invite with a higher SEQUENCE; a notes-only save sends nothing", async () => {
      const { id } = await createBooking(input);
      const [first] = await outboxMessagesFor(id).then((all) => all.filter((m) => m.kind === MAIL_KINDS.bookingConfirmation));
      const uid = parseInvite(first!.calendar!.content).event.uid;

      await updateBooking(id, { status: "confirmed", notes: "Call first" });
      const [confirmed, ...rest] = await statusMail(id);
      expect(rest).toEqual([]);
      expect(confirmed).toMatchObject({
        kind: BOOKING_STATUS_MAIL_KINDS.confirmed,
        recipients: ["asha@example.com"],
        status: "queued",
        subject: "Confirmed: your consultation on December 05, 2026 at 2:00 PM (Nepal time)",
      });
      expect(confirmed!.sendBy?.toISOString()).toBe("2026-12-05T08:15:00.000Z");
      expect(confirmed!.textBody).toContain("Namaste Asha <Gurung>,");
      expect(confirmed!.htmlBody).toContain("Namaste Asha &lt;Gurung&gt;,");
      expect(confirmed!.calendar?.method).toBe("REQUEST");
      const { method, event } = parseInvite(confirmed!.calendar!.content);
      expect(method).toBe("REQUEST");
      expect(event.uid).toBe(uid);
      expect(event.sequence).toBe(1);
      expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-05T08:15:00.000Z");
      expect((await getBooking(id))?.inviteSequence).toBe(1);

      // Same status, new notes: nothing new for the visitor, and the invite stays as it is.
      await updateBooking(id, { status: "confirmed", notes: "Call first, in Nepali" });
      expect(await statusMail(id)).toHaveLength(1);
      expect(await getBooking(id)).toMatchObject({ notes: "Call first, in Nepali", inviteSequence: 1 });
    });

    it("cancelled: a CANCEL invite for the same event; completed: a thank-you without invite; pending: nothing", async () => {
      const { id } = await createBooking(input);
      await updateBooking(id, { status: "confirmed", notes: undefined });
      await updateBooking(id, { status: "cancelled", notes: undefined });
      const cancelled = (await statusMail(id)).find((m) => m.kind === BOOKING_STATUS_MAIL_KINDS.cancelled)!;
      expect(cancelled.subject).toBe("Cancelled: your consultation on December 05, 2026 at 2:00 PM (Nepal time)");
      expect(cancelled.calendar?.method).toBe("CANCEL");
      const { method, event } = parseInvite(cancelled.calendar!.content);
      expect(method).toBe("CANCEL");
      expect(event.sequence).toBe(2);
      expect(event.component.getFirstPropertyValue("status")).toBe("CANCELLED");

      await updateBooking(id, { status: "pending", notes: undefined });
      expect(await statusMail(id)).toHaveLength(2);

      await updateBooking(id, { status: "completed", notes: undefined });
      const completed = (await statusMail(id)).find((m) => m.kind === BOOKING_STATUS_MAIL_KINDS.completed)!;
      expect(completed.subject).toMatch(/^Thank you for meeting /);
      expect(completed.calendar).toBeNull();
      expect(completed.textBody).toContain("Content Creation");
      expect((await getBooking(id))?.inviteSequence).toBe(2);
    });

    it("a refused change (the slot was taken meanwhile) queues nothing and raises nothing", async () => {
      const { id } = await createBooking(input);
      await updateBooking(id, { status: "cancelled", notes: undefined });
      await createBooking({ ...input, name: "Someone else", email: "else@example.com" });
      await expect(updateBooking(id, { status: "confirmed", notes: undefined })).rejects.toThrow(/just been booked/);
      expect((await statusMail(id)).map((m) => m.kind)).toEqual([BOOKING_STATUS_MAIL_KINDS.cancelled]);
      expect(await getBooking(id)).toMatchObject({ status: "cancelled", inviteSequence: 1 });
    });
  });

  describe("the reminder the day before (Nepal time)", () => {
    // 23:45 on December 4 in Nepal (UTC+05:45): "tomorrow" is December 5.
    const LATE_ON_DEC_4 = new Date("2026-12-04T18:00:00Z");
    // 00:15 on December 5 in Nepal, although still December 4 in UTC: "tomorrow" is December 6.
    const EARLY_ON_DEC_5 = new Date("2026-12-04T18:30:00Z");

    async function booked(overrides: Partial<BookingInput>, status: "pending" | "confirmed" | "cancelled") {
      const { id } = await createBooking({ ...input, ...overrides });
      if (status !== "pending") await updateBooking(id, { status, notes: undefined });
      return id;
    }

    const reminders = async (id: string) =>
      (await outboxMessagesFor(id)).filter((m) => m.kind === BOOKING_STATUS_MAIL_KINDS.reminder);

    it("queues one reminder per confirmed booking of tomorrow, sent by the slot's start, and never a second", async () => {
      const tomorrowConfirmed = await booked({ eventDate: "2026-12-05", timeSlot: "10:00 AM" }, "confirmed");
      const tomorrowAfternoon = await booked({ eventDate: "2026-12-05", timeSlot: "2:00 PM", email: "b@example.com" }, "confirmed");
      const tomorrowPending = await booked({ eventDate: "2026-12-05", timeSlot: "11:00 AM" }, "pending");
      const tomorrowCancelled = await booked({ eventDate: "2026-12-05", timeSlot: "3:00 PM" }, "cancelled");
      const dayAfter = await booked({ eventDate: "2026-12-06", timeSlot: "10:00 AM" }, "confirmed");

      expect(await queueBookingReminders(LATE_ON_DEC_4)).toBe(2);
      const [reminder, ...more] = await reminders(tomorrowConfirmed);
      expect(more).toEqual([]);
      expect(reminder).toMatchObject({
        recipients: ["asha@example.com"],
        subject: "Reminder: your consultation tomorrow at 10:00 AM (Nepal time)",
        status: "queued",
      });
      expect(reminder!.sendBy?.toISOString()).toBe("2026-12-05T04:15:00.000Z");
      expect(reminder!.textBody).toContain("December 05, 2026");
      expect(await reminders(tomorrowAfternoon)).toHaveLength(1);
      for (const id of [tomorrowPending, tomorrowCancelled, dayAfter]) expect(await reminders(id)).toEqual([]);
      const [mark] = await db().select({ at: bookings.reminderQueuedAt }).from(bookings).where(eq(bookings.id, tomorrowConfirmed));
      expect(mark?.at?.toISOString()).toBe(LATE_ON_DEC_4.toISOString());

      // Later rounds the same evening find nothing new.
      expect(await queueBookingReminders(new Date(LATE_ON_DEC_4.getTime() + 10 * 60_000))).toBe(0);
      expect(await reminders(tomorrowConfirmed)).toHaveLength(1);

      // After midnight in Nepal (still December 4 in UTC) it is the next day's turn.
      expect(await queueBookingReminders(EARLY_ON_DEC_5)).toBe(1);
      expect(await reminders(dayAfter)).toHaveLength(1);
      expect(await reminders(tomorrowConfirmed)).toHaveLength(1);
    });

    it("a booking cancelled after its reminder was queued does not get it; confirmed again, it gets a new one", async () => {
      const id = await booked({ eventDate: "2026-12-05", timeSlot: "10:00 AM" }, "confirmed");
      expect(await queueBookingReminders(LATE_ON_DEC_4)).toBe(1);
      await updateBooking(id, { status: "cancelled", notes: undefined });
      expect((await reminders(id)).map((m) => m.status)).toEqual(["expired"]);
      await updateBooking(id, { status: "confirmed", notes: undefined });
      expect(await queueBookingReminders(LATE_ON_DEC_4)).toBe(1);
      expect((await reminders(id)).map((m) => m.status).sort()).toEqual(["expired", "queued"]);
    });

    it("is safe with several processes: rounds at the same moment queue each reminder exactly once", async () => {
      const ids = [];
      for (const [i, slot] of (["10:00 AM", "11:00 AM", "2:00 PM", "3:00 PM"] as const).entries()) {
        ids.push(await booked({ eventDate: "2026-12-05", timeSlot: slot, email: `p${i}@example.com` }, "confirmed"));
      }
      const counts = await Promise.all(Array.from({ length: 5 }, () => queueBookingReminders(LATE_ON_DEC_4)));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
      for (const id of ids) expect(await reminders(id)).toHaveLength(1);
    });
  });
});
