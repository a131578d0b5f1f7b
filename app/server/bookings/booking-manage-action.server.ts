/**
 * The manage page's loader and action (/booking/manage/<token>): what the
 * link leads to, and the visitor's cancel or move, each answered with a
 * clear message and the right status. Never a 500 for a bad link: an
 * unknown or malformed token is 404, a link whose day has passed or whose
 * booking is cancelled or completed is 410 (gone).
 */
import { parseSubmission } from "~/lib/parse-submission";
import { data, type RouterContextProvider } from "react-router";
import { BOOKING_MANAGE_TEXT as T, type ManageState } from "~/content/booking-manage";
import { formatBookingDate } from "~/lib/time/calendar";
import type { ToastMessage } from "~/lib/toast";
import { bookingDateRange, createBookingMoveSchema } from "~/models/booking";
import { cancelManagedBooking, findManagedBooking, moveManagedBooking, type ManageLookup } from "./booking-manage.server";
import { SlotTakenError, takenSlots, type Booking } from "./queries.server";
import { clientKey } from "../kernel/client-address.server";
import { invalidatePageCache } from "../site/page-cache.server";
import { hit, type RateLimitRule } from "../kernel/rate-limit.server";
import { requestInfoContext } from "../kernel/request-context.server";
import { makeToast } from "../kernel/toast.server";

/** Changes allowed per client and window (a person moves or cancels a booking a handful of times). */
export const MANAGE_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60 * 1000 };

/** What the page shows of a booking: no e-mail or phone, in case the link is seen by someone else. */
export type BookingView = Pick<Booking, "name" | "eventDate" | "timeSlot" | "eventType" | "location" | "status">;

const viewOf = (b: Booking): BookingView => ({
  name: b.name,
  eventDate: b.eventDate,
  timeSlot: b.timeSlot,
  eventType: b.eventType,
  location: b.location,
  status: b.status,
});

const STATUS_OF: Record<ManageState, number> = { "not-found": 404, expired: 410, cancelled: 410, completed: 410 };

export type ManageLoaderData =
  | { state: "active"; booking: BookingView; range: { min: string; max: string }; taken: Record<string, string[]>; now: number }
  | { state: ManageState; booking: BookingView | null };

function refusedView(lookup: ManageLookup) {
  const state = lookup.state as ManageState;
  return { state, booking: "booking" in lookup ? viewOf(lookup.booking) : null };
}

export async function loadManagePage(token: string) {
  const now = new Date();
  const lookup = await findManagedBooking(token, now);
  if (lookup.state !== "active") {
    const view = refusedView(lookup);
    return data<ManageLoaderData>(view, { status: STATUS_OF[view.state] });
  }
  const range = bookingDateRange(now);
  let taken: Record<string, string[]> = {};
  try {
    taken = await takenSlots(range.min, range.max);
  } catch (error) {
    // The form still works: a clash is refused when the move is stored.
    console.error("[booking-manage] could not load the taken time slots:", error);
  }
  // The booking's own slot is shown as its current time, not as someone else's.
  const own = lookup.booking;
  if (taken[own.eventDate]) taken[own.eventDate] = taken[own.eventDate]!.filter((s) => s !== own.timeSlot);
  return data<ManageLoaderData>({ state: "active", booking: viewOf(own), range, taken, now: now.getTime() });
}

export type ManageActionData = {
  outcome: "moved" | "cancelled" | "unchanged" | "invalid" | "slot-taken" | "refused" | "limited" | "error";
  toast: ToastMessage | null;
  /** The move form's values, kept when the move is refused. */
  values?: { eventDate: string; timeSlot: string };
  /** The move form's message under the pickers. */
  error?: string;
};

function answer(status: number, body: Omit<ManageActionData, "toast"> & { toast: Parameters<typeof makeToast>[0] | null }, headers?: HeadersInit) {
  return data<ManageActionData>({ ...body, toast: body.toast ? makeToast(body.toast) : null }, { status, headers });
}

const failure = (description: string) => ({ type: "error" as const, title: T.errorTitle, description });

function refused(lookup: ManageLookup) {
  const state = lookup.state as ManageState;
  return answer(STATUS_OF[state], { outcome: "refused", toast: failure(T.states[state].title) });
}

export async function manageAction(token: string, request: Request, context: Readonly<RouterContextProvider>) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const values = { eventDate: String(formData.get("eventDate") ?? ""), timeSlot: String(formData.get("timeSlot") ?? "") };
  try {
    const { clientIp } = context.get(requestInfoContext);
    const limit = await hit(`manage:${clientKey(clientIp)}`, MANAGE_LIMIT);
    if (!limit.allowed) {
      const minutes = Math.ceil(limit.retryAfterSeconds / 60);
      return answer(429, { outcome: "limited", toast: failure(T.limited(minutes)), values }, { "Retry-After": String(limit.retryAfterSeconds) });
    }

    if (intent === "cancel") {
      const result = await cancelManagedBooking(token);
      if (result.outcome === "refused") return refused(result.lookup);
      invalidatePageCache(); // the slot is free again on /hire
      return answer(200, { outcome: "cancelled", toast: { type: "success", title: T.cancelledTitle, description: T.cancelledText } });
    }

    if (intent === "move") {
      const submission = parseSubmission(formData, { schema: createBookingMoveSchema() });
      if (submission.status !== "success") {
        const message = Object.values(submission.error ?? {}).flat().find(Boolean) ?? T.unexpectedError;
        return answer(400, { outcome: "invalid", toast: failure(message), values, error: message });
      }
      try {
        const result = await moveManagedBooking(token, submission.value);
        if (result.outcome === "refused") return refused(result.lookup);
        if (result.outcome === "unchanged") {
          return answer(400, { outcome: "unchanged", toast: failure(T.unchangedText), values, error: T.unchangedText });
        }
        invalidatePageCache(); // two slots changed on /hire
        const { eventDate, timeSlot } = result.booking;
        return answer(200, {
          outcome: "moved",
          toast: { type: "success", title: T.movedTitle, description: T.movedText(formatBookingDate(eventDate), timeSlot) },
        });
      } catch (error) {
        if (error instanceof SlotTakenError) {
          return answer(409, { outcome: "slot-taken", toast: failure(error.message), values, error: error.message });
        }
        throw error;
      }
    }
    return answer(400, { outcome: "invalid", toast: failure(T.unexpectedError) });
  } catch (error) {
    console.error("[booking-manage] could not change a booking:", error);
    return answer(500, { outcome: "error", toast: failure(T.unexpectedError), values });
  }
}
