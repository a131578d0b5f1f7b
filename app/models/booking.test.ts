import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/parse-submission";
import {
  BOOKING_STATUSES,
  PROJECT_TYPES,
  TIME_SLOTS,
  addMonthsToDateString,
  bookingDateRange,
  bookingStatusColor,
  bookingSuccessMessage,
  bookingUpdateSchema,
  createBookingMoveSchema,
  createBookingSchema,
  formatBookingDate,
  PAST_SLOT_MESSAGE,
  pastSlots,
  formatStatus,
  isBookableDate,
  nepalToday,
} from "./booking";
import * as v from "valibot";
import { safeParseWithPaths } from "~/models/test-parse";

const messages = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];
const byPath = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

function form(entries: Record<string, string | string[]>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const x of [v].flat()) fd.append(k, x);
  return fd;
}

// 2026-11-21 00:15 in Kathmandu (UTC+5:45).
const NOW = new Date("2026-11-20T18:30:00Z");
const schema = createBookingSchema(() => NOW);

const valid = {
  eventDate: "2026-12-05",
  timeSlot: "10:00 AM",
  eventType: "Content Creation",
  name: "  Aarav Shrestha ",
  email: "aarav@example.com",
  phone: "+977 9800000000",
  location: "Online",
  details: "",
};

describe("options", () => {
  it("has the nine exact time slots and project types", () => {
    expect(TIME_SLOTS).toEqual([
      "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM", "5:00 PM", "6:00 PM",
    ]);
    expect(PROJECT_TYPES).toEqual([
      "Digital Marketing & Promotion",
      "Social Media Management",
      "Social Impact Project",
      "Content Creation",
      "Digital Campaign",
      "Youth Engagement Initiative",
      "Brand Collaboration",
      "Website/App Development",
      "Other",
    ]);
    expect(BOOKING_STATUSES).toEqual(["pending", "confirmed", "completed", "cancelled"]);
  });
  it("colours and formats statuses", () => {
    expect(BOOKING_STATUSES.map(bookingStatusColor)).toEqual(["yellow", "green", "blue", "red"]);
    expect(bookingStatusColor("archived")).toBe("grey");
    expect(bookingStatusColor(null)).toBe("grey");
    expect(formatStatus("confirmed")).toBe("Confirmed");
    expect(formatStatus("")).toBe("");
  });
});

describe("Nepal dates", () => {
  it("today is already the next day just after Nepal midnight", () => {
    expect(nepalToday(new Date("2026-11-20T18:30:00Z"))).toBe("2026-11-21");
    expect(nepalToday(new Date("2026-11-20T18:14:00Z"))).toBe("2026-11-20");
    expect(nepalToday(new Date("2026-11-20T18:15:00Z"))).toBe("2026-11-21");
  });
  it("the window runs from today to six months from today", () => {
    expect(bookingDateRange(NOW)).toEqual({ min: "2026-11-21", max: "2027-05-21" });
    expect(bookingDateRange(new Date("2026-11-20T18:00:00Z"))).toEqual({ min: "2026-11-20", max: "2027-05-20" });
  });
  it("clamps month ends", () => {
    expect(addMonthsToDateString("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonthsToDateString("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonthsToDateString("2026-12-15", 1)).toBe("2027-01-15");
  });
  it("checks bookable dates", () => {
    expect(isBookableDate("2026-11-21", NOW)).toBe(true);
    expect(isBookableDate("2026-11-20", NOW)).toBe(false);
    expect(isBookableDate("2027-05-21", NOW)).toBe(true);
    expect(isBookableDate("2027-05-22", NOW)).toBe(false);
    expect(isBookableDate("2026-02-30", NOW)).toBe(false);
    expect(isBookableDate("26-12-01", NOW)).toBe(false);
  });
  it("formats as MMMM dd, yyyy", () => {
    expect(formatBookingDate("2026-12-05")).toBe("December 05, 2026");
    expect(formatBookingDate("2027-01-31")).toBe("January 31, 2027");
    expect(formatBookingDate("2026-12-05T00:00:00Z")).toBe("December 05, 2026");
    expect(formatBookingDate("soon")).toBe("soon");
  });
});

describe("booking schema", () => {
  it("parses a good booking", () => {
    expect(v.parse(schema, valid)).toEqual({
      eventDate: "2026-12-05",
      timeSlot: "10:00 AM",
      eventType: "Content Creation",
      name: "Aarav Shrestha",
      email: "aarav@example.com",
      phone: "+977 9800000000",
      location: "Online",
      details: undefined,
    });
  });
  it("asks for date, slot and type", () => {
    const msg = "Please select a date, time slot, and project type";
    for (const key of ["eventDate", "timeSlot", "eventType"] as const) {
      expect(byPath(safeParseWithPaths(schema, { ...valid, [key]: "" }))).toEqual({ [key]: msg });
    }
    expect(byPath(safeParseWithPaths(schema, { ...valid, timeSlot: "9:00 AM" }))).toEqual({ timeSlot: msg });
    expect(byPath(safeParseWithPaths(schema, { ...valid, eventType: "Wedding" }))).toEqual({ eventType: msg });
  });
  it("refuses dates outside the window or not real", () => {
    expect(messages(safeParseWithPaths(schema, { ...valid, eventDate: "2026-11-20" }))).toEqual([
      "Please select a date between today and six months from today",
    ]);
    expect(messages(safeParseWithPaths(schema, { ...valid, eventDate: "2027-06-01" }))).toEqual([
      "Please select a date between today and six months from today",
    ]);
    expect(messages(safeParseWithPaths(schema, { ...valid, eventDate: "2026-13-01" }))).toEqual(["Please select a valid date"]);
  });
  it("requires name, email, phone and location", () => {
    expect(byPath(safeParseWithPaths(schema, { ...valid, name: "", email: "", phone: " ", location: "" }))).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone is required",
      location: "Location is required",
    });
    expect(byPath(safeParseWithPaths(schema, { ...valid, email: "not-an-email" }))).toEqual({
      email: "Please enter a valid email address.",
    });
  });
  it("caps details", () => {
    expect(messages(safeParseWithPaths(schema, { ...valid, details: "x".repeat(5001) }))).toEqual([
      "Must be at most 5000 characters",
    ]);
  });
  it("strips unknown fields such as status and id", () => {
    const out = v.parse(schema, { ...valid, status: "confirmed", id: "x", createdAt: "2020-01-01" });
    expect(out).not.toHaveProperty("status");
    expect(out).not.toHaveProperty("id");
    expect(out).not.toHaveProperty("createdAt");
  });
  it("works through Conform", () => {
    const bad = parseSubmission(form({ ...valid, timeSlot: "", email: "" }), { schema });
    expect(bad.status).toBe("error");
    expect(bad.status !== "success" && bad.error).toEqual({
      timeSlot: ["Please select a date, time slot, and project type"],
      email: ["Email is required"],
    });
    const good = parseSubmission(form(valid), { schema });
    expect(good.status).toBe("success");
  });
  it("writes the success toast", () => {
    expect(bookingSuccessMessage({ eventType: "Content Creation", eventDate: "2026-12-05", timeSlot: "2:00 PM" })).toBe(
      "We'll contact you soon to discuss your Content Creation project. Initial consultation scheduled for December 05, 2026 at 2:00 PM.",
    );
  });
});

describe("booking update schema", () => {
  it("accepts the four statuses with optional notes", () => {
    expect(v.parse(bookingUpdateSchema, { status: "completed", notes: "  paid ", id: "1" })).toEqual({
      status: "completed",
      notes: "paid",
    });
    expect(v.parse(bookingUpdateSchema, { status: "pending", notes: "" })).toEqual({ status: "pending" });
  });
  it("refuses other statuses and long notes", () => {
    expect(messages(safeParseWithPaths(bookingUpdateSchema, { status: "done" }))).toEqual(["Please select a valid status"]);
    expect(messages(safeParseWithPaths(bookingUpdateSchema, { status: "pending", notes: "x".repeat(5001) }))).toEqual([
      "Must be at most 5000 characters",
    ]);
  });
});

describe("no booking in the past", () => {
  // 2026-11-24 14:10 in Kathmandu.
  const AFTERNOON = new Date("2026-11-24T08:25:00Z");
  const today = { ...valid, eventDate: "2026-11-24" };

  it("refuses a slot earlier today (Nepal time) and accepts a later one, on the booking and the move schema", () => {
    const booking = createBookingSchema(() => AFTERNOON);
    const move = createBookingMoveSchema(() => AFTERNOON);
    expect(byPath(safeParseWithPaths(booking, { ...today, timeSlot: "2:00 PM" }))).toEqual({ timeSlot: PAST_SLOT_MESSAGE });
    expect(byPath(safeParseWithPaths(move, { eventDate: "2026-11-24", timeSlot: "10:00 AM" }))).toEqual({ timeSlot: PAST_SLOT_MESSAGE });
    expect(safeParseWithPaths(booking, { ...today, timeSlot: "3:00 PM" }).success).toBe(true);
    expect(safeParseWithPaths(move, { eventDate: "2026-11-24", timeSlot: "6:00 PM" }).success).toBe(true);
    expect(safeParseWithPaths(move, { eventDate: "2026-11-25", timeSlot: "10:00 AM" }).success).toBe(true);
  });

  it("gives only the range message for a day before today", () => {
    const booking = createBookingSchema(() => AFTERNOON);
    expect(messages(safeParseWithPaths(booking, { ...valid, eventDate: "2026-11-23", timeSlot: "10:00 AM" }))).toEqual([
      "Please select a date between today and six months from today",
    ]);
  });

  it("lists today's slots that have begun", () => {
    expect(pastSlots("2026-11-24", AFTERNOON)).toEqual(["10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM"]);
    expect(pastSlots("2026-11-25", AFTERNOON)).toEqual([]);
  });
});
