import { describe, expect, it } from "vitest";
import { db } from "../db/client.server";
import { bookings, contactMessages, membershipApplications } from "../db/schema";
import { dashboardWeeks, upcomingConsultations, waitingCounts, weeklyActivity } from "./dashboard.server";
import { forEachDatabase } from "../testing/databases.server";

// Tuesday November 24, 2026, 11:45 in Nepal (UTC+5:45). Its week began on Sunday the 22nd.
const NOW = new Date("2026-11-24T06:00:00Z");

const booking = (createdAt: string, extra: Partial<typeof bookings.$inferInsert> = {}) => ({
  name: "Dashboard Visitor",
  email: "dash@example.com",
  phone: "+977 9800000000",
  eventDate: "2027-06-01",
  timeSlot: "10:00 AM",
  eventType: "Content Creation",
  location: "Lalitpur",
  status: "completed",
  createdAt: new Date(createdAt),
  ...extra,
});
const message = (createdAt: string, responded = false) => ({
  name: "Writer",
  email: "writer@example.com",
  subject: "Hello",
  message: "A message for the dashboard test.",
  responded,
  createdAt: new Date(createdAt),
});
const application = (createdAt: string, status = "approved") => ({
  fullName: "Applicant",
  email: "applicant@example.com",
  age: 20,
  socialMediaHandle: "@applicant",
  followersCount: 100,
  skills: ["Video"],
  motivation: "I want to make things with the collective.",
  status,
  createdAt: new Date(createdAt),
});

describe("dashboardWeeks", () => {
  it("gives the Sundays of the last 12 Nepal weeks, the current one last", () => {
    const weeks = dashboardWeeks(NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe("2026-09-06");
    expect(weeks.at(-1)).toBe("2026-11-22");
    // Saturday 23:00 UTC is already Sunday in Nepal: a new week there.
    expect(dashboardWeeks(new Date("2026-11-28T18:15:00Z")).at(-1)).toBe("2026-11-29");
    expect(dashboardWeeks(new Date("2026-11-28T18:14:00Z")).at(-1)).toBe("2026-11-22");
  });
});

forEachDatabase(() => {
  describe("weeklyActivity", () => {
    it("counts each kind in the Nepal week it arrived in, with empty weeks as zeros", async () => {
      await db()
        .insert(bookings)
        .values([
          booking("2026-11-21T18:15:00Z"), // Sunday Nov 22, 00:00 in Nepal: this week
          booking("2026-11-21T18:14:59Z", { timeSlot: "11:00 AM" }), // Saturday Nov 21, 23:59 in Nepal: last week
          booking("2026-11-28T17:00:00Z", { timeSlot: "12:00 PM" }), // Saturday Nov 28, 22:45 in Nepal: this week
          booking("2026-11-28T18:15:00Z", { timeSlot: "1:00 PM" }), // next week: not shown
        ]);
      await db()
        .insert(contactMessages)
        .values([
          message("2026-09-05T18:15:00Z"), // Sunday Sep 6 in Nepal: the first week shown
          message("2026-09-05T18:00:00Z"), // Saturday Sep 5 in Nepal: too old
          message("2026-11-23T10:00:00Z", true),
        ]);
      await db()
        .insert(membershipApplications)
        .values([application("2026-10-06T12:00:00Z"), application("2026-10-10T17:00:00Z"), application("2026-10-10T18:20:00Z")]);

      const weeks = await weeklyActivity(NOW);
      expect(weeks.map((w) => w.week)).toEqual(dashboardWeeks(NOW));
      const byWeek = Object.fromEntries(weeks.map(({ week, ...counts }) => [week, counts]));
      expect(byWeek["2026-11-22"]).toEqual({ bookings: 2, messages: 1, applications: 0 });
      expect(byWeek["2026-11-15"]).toEqual({ bookings: 1, messages: 0, applications: 0 });
      expect(byWeek["2026-09-06"]).toEqual({ bookings: 0, messages: 1, applications: 0 });
      // Oct 10 23:05 in Nepal is still Saturday; 18:20 UTC is Sunday Oct 11 there.
      expect(byWeek["2026-10-04"]).toEqual({ bookings: 0, messages: 0, applications: 2 });
      expect(byWeek["2026-10-11"]).toEqual({ bookings: 0, messages: 0, applications: 1 });
      const total = weeks.reduce((sum, w) => sum + w.bookings + w.messages + w.applications, 0);
      expect(total).toBe(8);
    });
  });

  describe("upcomingConsultations", () => {
    it("lists live bookings from today to six days on, by day and slot", async () => {
      const created = "2026-11-20T00:00:00Z";
      await db()
        .insert(bookings)
        .values([
          booking(created, { name: "Today afternoon", eventDate: "2026-11-24", timeSlot: "2:00 PM", status: "pending" }),
          booking(created, { name: "Today morning", eventDate: "2026-11-24", timeSlot: "10:00 AM", status: "confirmed" }),
          booking(created, { name: "Last day", eventDate: "2026-11-30", timeSlot: "1:00 PM", status: "confirmed" }),
          booking(created, { name: "Too late", eventDate: "2026-12-01", timeSlot: "10:00 AM", status: "pending" }),
          booking(created, { name: "Yesterday", eventDate: "2026-11-23", timeSlot: "10:00 AM", status: "pending" }),
          booking(created, { name: "Called off", eventDate: "2026-11-26", timeSlot: "10:00 AM", status: "cancelled" }),
          booking(created, { name: "Done", eventDate: "2026-11-25", timeSlot: "10:00 AM", status: "completed" }),
        ]);
      const upcoming = await upcomingConsultations(NOW);
      expect(upcoming.map((b) => [b.name, b.eventDate, b.timeSlot, b.status])).toEqual([
        ["Today morning", "2026-11-24", "10:00 AM", "confirmed"],
        ["Today afternoon", "2026-11-24", "2:00 PM", "pending"],
        ["Last day", "2026-11-30", "1:00 PM", "confirmed"],
      ]);
      expect(upcoming[0]!.id).toMatch(/./);
      expect(await upcomingConsultations(new Date("2027-06-10T00:00:00Z"))).toEqual([]);
    });
  });

  describe("waitingCounts", () => {
    it("counts pending bookings, unanswered messages and pending applications", async () => {
      expect(await waitingCounts()).toEqual({ bookings: 0, messages: 0, applications: 0 });
      await db()
        .insert(bookings)
        .values([
          booking("2026-11-20T00:00:00Z", { status: "pending" }),
          booking("2026-11-20T00:00:00Z", { status: "pending", timeSlot: "11:00 AM" }),
          booking("2026-11-20T00:00:00Z", { status: "confirmed", timeSlot: "12:00 PM" }),
          booking("2026-11-20T00:00:00Z", { status: "cancelled" }),
        ]);
      await db()
        .insert(contactMessages)
        .values([message("2026-11-20T00:00:00Z"), message("2026-11-20T00:00:00Z", true)]);
      await db()
        .insert(membershipApplications)
        .values([application("2026-11-20T00:00:00Z", "pending"), application("2026-11-20T00:00:00Z", "rejected")]);
      expect(await waitingCounts()).toEqual({ bookings: 2, messages: 1, applications: 1 });
    });
  });
});
