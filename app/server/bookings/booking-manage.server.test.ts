import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingInput } from "~/models/booking";
import { queueBookingReminders } from "./booking-reminders.server";
import { cancelManagedBooking, findManagedBooking, moveManagedBooking } from "./booking-manage.server";
import { createBooking } from "./bookings.server";
import { SlotTakenError, takenSlots } from "./queries.server";
import { db } from "../db/client.server";
import { bookings } from "../db/schema";
import { hashManageToken, newManageToken } from "./manage-token.server";
import { outboxMessagesFor } from "../mail/outbox-queries.server";
import { asSent } from "../testing/sent-mail";
import { forEachDatabase } from "../testing/databases.server";

// 2026-11-24 10:45 in Kathmandu.
const NOW = new Date("2026-11-24T05:00:00Z");

const input: BookingInput = {
  name: "Asha Gurung",
  email: "asha@example.com",
  phone: "+977 9800000000",
  eventDate: "2026-12-01",
  timeSlot: "10:00 AM",
  eventType: "Content Creation",
  location: "Lalitpur",
  details: undefined,
};

function invite(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { method: calendar.getFirstPropertyValue("method"), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate() };
}

forEachDatabase(() => {
  describe("manage token", () => {
    it("stores only the token's hash and finds the booking by the token", async () => {
      const { id, manageToken } = await createBooking(input);
      expect(manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
      expect(row!.manageTokenHash).toBe(hashManageToken(manageToken));
      expect(row!.manageTokenHash).not.toContain(manageToken);

      const found = await findManagedBooking(manageToken, NOW);
      expect(found).toMatchObject({ state: "active", booking: { id, eventDate: "2026-12-01", status: "pending" } });
      // The confirmation carries the link.
      const [confirmation] = (await outboxMessagesFor(id)).filter((m) => m.kind === "booking-confirmation");
      expect((await asSent(confirmation!)).textBody).toContain(`/booking/manage/${manageToken}`);

      expect(await findManagedBooking(newManageToken(), NOW)).toEqual({ state: "not-found" });
      expect(await findManagedBooking("not a token", NOW)).toEqual({ state: "not-found" });
      expect(await findManagedBooking(`${manageToken}x`, NOW)).toEqual({ state: "not-found" });
    });

    it("works through the booking's day (Nepal time) and expires the day after", async () => {
      const { manageToken } = await createBooking(input);
      // 2026-12-01 23:50 in Kathmandu is still the booking's day.
      expect((await findManagedBooking(manageToken, new Date("2026-12-01T18:05:00Z"))).state).toBe("active");
      // Ten minutes later it is December 2 in Kathmandu (still December 1 in UTC).
      const later = new Date("2026-12-01T18:20:00Z");
      expect((await findManagedBooking(manageToken, later)).state).toBe("expired");
      expect(await cancelManagedBooking(manageToken, { now: later })).toMatchObject({ outcome: "refused", lookup: { state: "expired" } });
      const move = await moveManagedBooking(manageToken, { eventDate: "2026-12-05", timeSlot: "11:00 AM" }, { now: later });
      expect(move).toMatchObject({ outcome: "refused", lookup: { state: "expired" } });
    });
  });

  describe("a waiting reminder", () => {
    // 2026-11-30 10:45 in Kathmandu: the day before the booking, when its reminder is queued.
    const DAY_BEFORE = new Date("2026-11-30T05:00:00Z");

    async function confirmedWithReminder(timeSlot: BookingInput["timeSlot"]) {
      const booked = await createBooking({ ...input, timeSlot });
      await db().update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, booked.id));
      expect(await queueBookingReminders(DAY_BEFORE)).toBeGreaterThanOrEqual(1);
      const reminder = (await outboxMessagesFor(booked.id)).find((m) => m.kind === "booking-reminder");
      expect(reminder?.status).toBe("queued");
      return booked;
    }

    it("is withdrawn when the visitor cancels or moves, so no reminder names a time that no longer holds", async () => {
      for (const [slot, change] of [
        ["2:00 PM", (token: string) => cancelManagedBooking(token, { now: DAY_BEFORE })],
        ["3:00 PM", (token: string) => moveManagedBooking(token, { eventDate: "2026-12-08", timeSlot: "3:00 PM" }, { now: DAY_BEFORE })],
      ] as const) {
        const { id, manageToken } = await confirmedWithReminder(slot);
        await change(manageToken);
        const reminder = (await outboxMessagesFor(id)).find((m) => m.kind === "booking-reminder");
        expect(reminder?.status).toBe("expired");
        const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
        expect(row!.reminderQueuedAt).toBeNull();
      }
    });
  });

  describe("cancel", () => {
    it("frees the slot, raises the sequence and queues a CANCEL invite and a staff notice, once", async () => {
      const { id, manageToken } = await createBooking(input);
      const result = await cancelManagedBooking(manageToken, { now: NOW });
      expect(result).toMatchObject({ outcome: "cancelled", booking: { id, status: "cancelled", inviteSequence: 1 } });
      expect(await takenSlots("2026-12-01", "2026-12-01")).toEqual({});
      // The slot can be booked again at once.
      await expect(createBooking(input)).resolves.toBeDefined();

      const messages = await outboxMessagesFor(id);
      const visitor = messages.find((m) => m.kind === "booking-visitor-cancelled")!;
      expect(visitor.recipients).toEqual([input.email]);
      const cancel = invite(visitor.calendar!.content);
      expect(visitor.calendar!.method).toBe("CANCEL");
      expect(cancel).toMatchObject({ method: "CANCEL", sequence: 1 });
      const original = invite(messages.find((m) => m.kind === "booking-confirmation")!.calendar!.content);
      expect(cancel.uid).toBe(original.uid);
      expect(messages.some((m) => m.kind === "booking-staff-visitor-cancelled")).toBe(true);

      // The link now names a cancelled booking and allows nothing more.
      expect((await findManagedBooking(manageToken, NOW)).state).toBe("cancelled");
      expect(await cancelManagedBooking(manageToken, { now: NOW })).toMatchObject({ outcome: "refused", lookup: { state: "cancelled" } });
      expect(await moveManagedBooking(manageToken, { eventDate: "2026-12-02", timeSlot: "10:00 AM" }, { now: NOW })).toMatchObject({
        outcome: "refused",
        lookup: { state: "cancelled" },
      });
      expect((await outboxMessagesFor(id)).length).toBe(messages.length);
    });
  });

  describe("move", () => {
    it("moves to a free slot with a REQUEST invite of the same UID and a higher sequence, and frees the old slot", async () => {
      const { id, manageToken } = await createBooking(input);
      await db().update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, id));
      const result = await moveManagedBooking(manageToken, { eventDate: "2026-12-03", timeSlot: "2:00 PM" }, { now: NOW });
      expect(result).toMatchObject({
        outcome: "moved",
        booking: { id, eventDate: "2026-12-03", timeSlot: "2:00 PM", status: "pending", inviteSequence: 1 },
      });
      expect(await takenSlots("2026-12-01", "2026-12-03")).toEqual({ "2026-12-03": ["2:00 PM"] });

      const messages = await outboxMessagesFor(id);
      const original = invite(messages.find((m) => m.kind === "booking-confirmation")!.calendar!.content);
      const moved = messages.find((m) => m.kind === "booking-visitor-moved")!;
      const update = invite(moved.calendar!.content);
      expect(update).toMatchObject({ method: "REQUEST", uid: original.uid, sequence: 1 });
      expect(update.start.toISOString()).toBe("2026-12-03T08:15:00.000Z");
      expect((await asSent(moved)).textBody).toContain(`/booking/manage/${manageToken}`);
      expect(messages.find((m) => m.kind === "booking-staff-visitor-moved")!.textBody).toContain("December 01, 2026, 10:00 AM");

      // A second move raises the sequence again.
      await moveManagedBooking(manageToken, { eventDate: "2026-12-04", timeSlot: "2:00 PM" }, { now: NOW });
      expect((await findManagedBooking(manageToken, NOW))).toMatchObject({ booking: { inviteSequence: 2, eventDate: "2026-12-04" } });
    });

    it("refuses a taken slot and changes nothing; the same slot is no change", async () => {
      const { id, manageToken } = await createBooking(input);
      await createBooking({ ...input, email: "other@example.com", timeSlot: "11:00 AM" });
      await expect(
        moveManagedBooking(manageToken, { eventDate: "2026-12-01", timeSlot: "11:00 AM" }, { now: NOW }),
      ).rejects.toBeInstanceOf(SlotTakenError);
      expect((await findManagedBooking(manageToken, NOW))).toMatchObject({
        state: "active",
        booking: { timeSlot: "10:00 AM", inviteSequence: 0 },
      });
      expect(await moveManagedBooking(manageToken, { eventDate: "2026-12-01", timeSlot: "10:00 AM" }, { now: NOW })).toMatchObject({
        outcome: "unchanged",
      });
      expect((await outboxMessagesFor(id)).map((m) => m.kind).sort()).toEqual(["booking-confirmation", "booking-staff"]);
    });
  });
});
