import { describe, expect, it } from "vitest";
import type { BookingInput } from "~/models/booking";
import { createListQuerySchema } from "~/models/pagination";
import { createBooking, deleteBooking, updateBooking } from "./bookings.server";
import { BOOKING_SORT_KEYS, getBooking, iterateBookings, listBookings, SlotTakenError, takenSlots } from "./queries.server";
import { forEachDatabase } from "../testing/databases.server";
import * as v from "valibot";

const listQuery = createListQuerySchema({ sortKeys: BOOKING_SORT_KEYS, defaultSort: "createdAt" });

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

forEachDatabase(() => {
  describe("createBooking", () => {
    it("stores the booking as pending", async () => {
      const { id } = await createBooking(input);
      const stored = await getBooking(id);
      expect(stored).toMatchObject({ ...input, details: null, status: "pending", notes: null });
    });

    it("refuses a slot already held, and exactly one of two simultaneous requests wins", async () => {
      await createBooking(input);
      await expect(createBooking({ ...input, name: "Other" })).rejects.toBeInstanceOf(SlotTakenError);

      const same = { ...input, timeSlot: "2:00 PM" as const };
      const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => createBooking({ ...same, name: `P${i}` })));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(SlotTakenError);
      expect((await listBookings(v.parse(listQuery, {}))).total).toBe(2);
    });

    it("frees the slot when the booking is cancelled, and lists taken slots per day", async () => {
      const { id } = await createBooking(input);
      await createBooking({ ...input, eventDate: "2026-12-02", timeSlot: "11:00 AM" });
      expect(await takenSlots("2026-12-01", "2026-12-31")).toEqual({
        "2026-12-01": ["10:00 AM"],
        "2026-12-02": ["11:00 AM"],
      });
      await updateBooking(id, { status: "cancelled", notes: "Client moved abroad" });
      expect(await takenSlots("2026-12-01", "2026-12-01")).toEqual({});
      await expect(createBooking(input)).resolves.toBeDefined();
      // Re-opening the cancelled booking would double-book the slot.
      await expect(updateBooking(id, { status: "pending", notes: undefined })).rejects.toBeInstanceOf(SlotTakenError);
    });
  });

  describe("admin list", () => {
    it("pages, searches, filters by status and sorts in SQL", async () => {
      for (let i = 0; i < 30; i++) {
        await createBooking({
          ...input,
          name: i % 3 === 0 ? `Searchable ${i}` : `Person ${i}`,
          eventDate: `2026-12-${String((i % 28) + 1).padStart(2, "0")}`,
          timeSlot: i < 28 ? "10:00 AM" : "11:00 AM",
        });
      }
      const first = await listBookings(v.parse(listQuery, { pageSize: "10" }));
      expect(first).toMatchObject({ total: 30, pageCount: 3, page: 1 });
      expect(first.rows).toHaveLength(10);
      const third = await listBookings(v.parse(listQuery, { pageSize: "10", page: "3" }));
      expect(third.rows).toHaveLength(10);
      expect(new Set([...first.rows, ...third.rows].map((r) => r.id)).size).toBe(20);

      const search = await listBookings(v.parse(listQuery, { q: "searchable" }));
      expect(search.total).toBe(10);
      expect(search.rows.every((r) => r.name.startsWith("Searchable"))).toBe(true);

      // LIKE wildcards in the query are literal.
      expect((await listBookings(v.parse(listQuery, { q: "%" }))).total).toBe(0);

      const byName = await listBookings(v.parse(listQuery, { sort: "name", dir: "asc", pageSize: "100" }));
      const names = byName.rows.map((r) => r.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));

      const target = first.rows[0]!;
      await updateBooking(target.id, { status: "confirmed", notes: "Call on Monday" });
      const confirmed = await listBookings({ ...v.parse(listQuery, {}), status: "confirmed" });
      expect(confirmed.rows.map((r) => r.id)).toEqual([target.id]);
      expect(confirmed.rows[0]).toMatchObject({ notes: "Call on Monday" });
      expect(confirmed.rows[0]!.updatedAt).toBeInstanceOf(Date);
    });

    it("iterates a filtered export in batches without repeating rows", async () => {
      for (let i = 0; i < 12; i++) {
        await createBooking({ ...input, eventDate: `2026-12-${String(i + 1).padStart(2, "0")}` });
      }
      const seen: string[] = [];
      for await (const batch of iterateBookings({ q: "" }, 5)) {
        expect(batch.length).toBeLessThanOrEqual(5);
        seen.push(...batch.map((b) => b.id));
      }
      expect(seen).toHaveLength(12);
      expect(new Set(seen).size).toBe(12);
    });

    it("deletes", async () => {
      const { id } = await createBooking(input);
      expect(await deleteBooking(id)).toBe(true);
      expect(await deleteBooking(id)).toBe(false);
      expect(await getBooking(id)).toBeUndefined();
    });
  });
});
