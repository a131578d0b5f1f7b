import { describe, expect, it } from "vitest";
import { TIME_SLOTS, type BookingInput } from "~/models/booking";
import { bookingsBetween, compareByDayAndSlot, slotMinutes } from "./booking-calendar.server";
import { createBooking, updateBooking } from "./bookings.server";
import { forEachDatabase } from "../testing/databases.server";

describe("calendar order of slots", () => {
  it("reads a slot's real time", () => {
    expect(slotMinutes("10:00 AM")).toBe(600);
    expect(slotMinutes("12:00 PM")).toBe(720);
    expect(slotMinutes("1:00 PM")).toBe(780);
    expect(slotMinutes("12:30 am")).toBe(30);
    expect(slotMinutes("noon")).toBe(Number.POSITIVE_INFINITY);
  });

  it("puts every slot of the form in its time order, whatever order they came in", () => {
    // A locale collation ignores the colon: "1:00 PM" ("100PM") would sort before "12:00 PM".
    const shuffled = [...TIME_SLOTS].sort((a, b) => a.replace(":", "").localeCompare(b.replace(":", "")));
    expect(shuffled.indexOf("1:00 PM")).toBeLessThan(shuffled.indexOf("12:00 PM"));
    const rows = shuffled.map((timeSlot) => ({ eventDate: "2026-12-01", timeSlot, createdAt: new Date(0) }));
    expect(rows.sort(compareByDayAndSlot).map((row) => row.timeSlot)).toEqual([...TIME_SLOTS]);
  });

  it("orders by day first, then slot, then the earlier request", () => {
    const rows = [
      { eventDate: "2026-12-02", timeSlot: "10:00 AM", createdAt: "2026-11-01T00:00:00Z", id: "d" },
      { eventDate: "2026-12-01", timeSlot: "2:00 PM", createdAt: "2026-11-02T00:00:00Z", id: "c" },
      { eventDate: "2026-12-01", timeSlot: "2:00 PM", createdAt: "2026-11-01T00:00:00Z", id: "b" },
      { eventDate: "2026-12-01", timeSlot: "11:00 AM", createdAt: "2026-11-03T00:00:00Z", id: "a" },
    ];
    expect(rows.sort(compareByDayAndSlot).map((row) => row.id)).toEqual(["a", "b", "c", "d"]);
  });
});

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
