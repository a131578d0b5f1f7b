import { describe, expect, it } from "vitest";
import { TIME_SLOTS, type BookingInput } from "~/models/booking";
import { bookingsBetween } from "./booking-calendar.server";
import { createBooking, updateBooking } from "./bookings.server";
import { forEachDatabase } from "../testing/databases.server";

const input = (eventDate: string, timeSlot: (typeof TIME_SLOTS)[number], name: string): BookingInput => ({
  name,
  email: "calendar@example.com",
  phone: "+977 9800000000",
  eventDate,
  timeSlot,
  eventType: "Content Creation",
  location: "Lalitpur",
  details: undefined,
});

forEachDatabase(() => {
  describe("bookingsBetween", () => {
    it("returns every status on the days in the range, inclusive, in day and slot order", async () => {
      await createBooking(input("2026-11-30", "10:00 AM", "Before the range"));
      const late = await createBooking(input("2026-12-01", "1:00 PM", "Afternoon"));
      await createBooking(input("2026-12-01", "10:00 AM", "Morning"));
      const cancelled = await createBooking(input("2026-12-01", "12:00 PM", "Cancelled noon"));
      await updateBooking(cancelled.id, { status: "cancelled", notes: undefined });
      await updateBooking(late.id, { status: "confirmed", notes: "Bring the brief" });
      // The cancelled slot is free again: a second booking at noon the same day.
      await createBooking(input("2026-12-01", "12:00 PM", "Rebooked noon"));
      await createBooking(input("2026-12-07", "6:00 PM", "Last day"));
      await createBooking(input("2026-12-08", "10:00 AM", "After the range"));

      const rows = await bookingsBetween("2026-12-01", "2026-12-07");
      expect(rows.map((row) => [row.eventDate, row.timeSlot, row.name, row.status])).toEqual([
        ["2026-12-01", "10:00 AM", "Morning", "pending"],
        ["2026-12-01", "12:00 PM", "Cancelled noon", "cancelled"],
        ["2026-12-01", "12:00 PM", "Rebooked noon", "pending"],
        ["2026-12-01", "1:00 PM", "Afternoon", "confirmed"],
        ["2026-12-07", "6:00 PM", "Last day", "pending"],
      ]);
      // What the details dialog shows comes along.
      expect(rows[3]).toMatchObject({ notes: "Bring the brief", email: "calendar@example.com", location: "Lalitpur" });
      expect(await bookingsBetween("2027-01-01", "2027-01-31")).toEqual([]);
    });

    it("refuses a range that is not two calendar days", async () => {
      await expect(bookingsBetween("2026-12-01", "2026-12-32")).rejects.toBeInstanceOf(RangeError);
      await expect(bookingsBetween("1 Dec", "2026-12-07")).rejects.toBeInstanceOf(RangeError);
    });
  });
});
