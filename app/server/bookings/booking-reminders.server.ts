/**
 * The reminder the day before a confirmed consultation (Nepal time), queued
 * by the hourly housekeeping (maintenance.server.ts).
 *
 * Each booking's reminder is queued once, even with several app processes on
 * one PostgreSQL: the rows are claimed by setting `reminder_queued_at` with
 * an UPDATE ... WHERE reminder_queued_at IS NULL ... RETURNING, and the
 * messages are written in that same transaction. A second process's UPDATE
 * waits for the first one's row locks and then finds the mark set, so it
 * claims nothing; if the transaction fails, neither the mark nor the messages
 * remain and the next round tries again. The reminder's send-by is the slot's
 * start, so one that could not go out in time expires instead of arriving
 * after the meeting.
 */
import type { SiteSettings } from "~/config/site";
import { addDaysToDateString, nepalToday } from "~/lib/time/calendar";
import { bookingReminderMail } from "./booking-mail.server";
import { db } from "../db/client.server";
import { mailContext } from "../mail/mail-messages.server";
import { announceMailQueued, enqueueMail } from "../mail/outbox-queries.server";
import { claimReminders } from "./queries.server";

/**
 * Queues the reminders of confirmed bookings whose day is tomorrow in Nepal
 * (as of `now`) and whose reminder has not been queued; returns how many.
 */
export async function queueBookingReminders(now: Date = new Date(), options: { site?: SiteSettings } = {}): Promise<number> {
  const ctx = { ...mailContext(options.site), now };
  const tomorrow = addDaysToDateString(nepalToday(now), 1);
  const count = await db().transaction(async (tx) => {
    const claimed = await claimReminders(tx, tomorrow, now);
    await enqueueMail(tx, claimed.map((booking) => bookingReminderMail(booking, ctx)));
    return claimed.length;
  });
  if (count > 0) announceMailQueued();
  return count;
}
