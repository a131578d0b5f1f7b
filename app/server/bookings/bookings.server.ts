/**
 * Bookings' workflows: a visitor's booking, and staff changing or deleting
 * one. Each write commits with what it causes (the visitor's and staff's
 * mail, the record of changes) in one transaction; the SQL is in
 * queries.server.ts.
 */
import type { SiteSettings } from "~/config/site";
import { activitySummary } from "~/content/admin/activity";
import type { BookingInput, BookingUpdateInput } from "~/models/booking";
import { changedFields, recordActivity } from "../activity/activity.server";
import { db } from "../db/client.server";
import { mailContext, newBookingMail } from "../mail/mail-messages.server";
import { announceMailQueued, enqueueMail, withdrawQueuedMail } from "../mail/outbox-queries.server";
import { BOOKING_STATUS_MAIL_KINDS, bookingStatusChangeMail, statusChangesInvite } from "./booking-mail.server";
import { hashManageToken, newManageToken } from "./manage-token.server";
import { deleteBookingRow, insertBooking, lockBooking, setBookingStatus, type Booking } from "./queries.server";

/**
 * Stores a visitor's booking with status "pending", and in the same
 * transaction the visitor's confirmation (with a calendar invite) and the
 * staff notification. Throws SlotTakenError when the slot is taken.
 * `site`: the request's site settings (siteSettingsFor), for the links.
 * `manageToken`: the visitor's private manage link's token (only its hash is
 * stored; the link is in the confirmation).
 */
export async function createBooking(
  input: BookingInput,
  options: { site?: SiteSettings } = {},
): Promise<{ id: string; manageToken: string }> {
  const ctx = mailContext(options.site);
  const manageToken = newManageToken();
  const row = await db().transaction(async (tx) => {
    const stored = await insertBooking(tx, input, hashManageToken(manageToken));
    await enqueueMail(tx, newBookingMail(stored, ctx, manageToken));
    return stored;
  });
  announceMailQueued();
  return { id: row.id, manageToken };
}

/**
 * Sets status and admin notes. Re-opening a cancelled/completed booking whose
 * slot has since been taken throws SlotTakenError. When the status really
 * changes, the visitor's message about it (booking-mail.server.ts) is queued
 * in the same transaction; confirming or cancelling raises the invite's
 * SEQUENCE there too, so the invite sent is the newest. A booking that stops
 * being confirmed loses its waiting day-before reminder.
 */
export async function updateBooking(
  id: string,
  input: BookingUpdateInput,
  options: { site?: SiteSettings } = {},
): Promise<Booking | undefined> {
  const ctx = mailContext(options.site);
  const { row, queued } = await db().transaction(async (tx) => {
    const before = await lockBooking(tx, id);
    if (!before) return { row: undefined, queued: false };
    const changed = before.status !== input.status;
    const updated = (await setBookingStatus(tx, id, {
      status: input.status,
      notes: input.notes ?? null,
      raiseInvite: changed && statusChangesInvite(input.status),
      dropReminder: changed && input.status !== "confirmed",
    }))!;
    if (changed && input.status !== "confirmed") {
      await withdrawQueuedMail(tx, id, [BOOKING_STATUS_MAIL_KINDS.reminder]);
    }
    const mail = changed ? bookingStatusChangeMail(updated, input.status, ctx) : null;
    if (mail) await enqueueMail(tx, [mail]);
    const action = changed ? "status" : "notes";
    await recordActivity(tx, {
      action,
      entityKind: "booking",
      entityId: id,
      summary: activitySummary(action, "booking", updated.name),
      changes: changedFields(before, updated, ["status", "notes"]),
    });
    return { row: updated, queued: Boolean(mail) };
  });
  if (queued) announceMailQueued();
  return row;
}

export async function deleteBooking(id: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const name = await deleteBookingRow(tx, id);
    if (name === undefined) return false;
    await recordActivity(tx, {
      action: "delete",
      entityKind: "booking",
      entityId: id,
      summary: activitySummary("delete", "booking", name),
    });
    return true;
  });
}
