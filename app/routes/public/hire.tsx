import type { ShouldRevalidateFunctionArgs } from "react-router";
import { pageMeta } from "~/components/site/page-meta";
import { submitOrExplain, useScrollToTopOnOpen } from "~/components/site/public-form";
import type { PublicFormData } from "~/lib/form-answer";
import { SectionHeading } from "~/components/site/section-heading";
import { BOOKING_TEXT, bookingIntro, hireMeta } from "~/content/hire";
import { lazySection } from "~/lib/lazy-section";
import { useToastFrom } from "~/lib/toast";
import {
  BOOKING_SELECTION_FIELDS,
  MISSING_INFORMATION_TITLE,
  MISSING_SELECTION_MESSAGE,
  bookingDateRange,
  bookingSuccessMessage,
  createBookingSchema,
} from "~/models/booking";
import { createBooking } from "~/server/bookings/bookings.server";
import { SlotTakenError, takenSlots } from "~/server/bookings/queries.server";
import { invalidatePageCache } from "~/server/site/page-cache.server";
import { handlePublicForm } from "~/server/kernel/public-form-action.server";
import type { Route } from "./+types/hire";
import { passRetryAfter } from "~/lib/retry-after";
import { BOOKING_ANCHOR, Hero, Process, Faq, ContactBlock } from "~/components/site/hire-sections";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: hireMeta.title,
    description: hireMeta.description,
    keywords: hireMeta.keywords,
    path: "/hire",
    localBusiness: true,
  });

export async function loader() {
  const range = bookingDateRange();
  let taken: Record<string, string[]> = {};
  try {
    taken = await takenSlots(range.min, range.max);
  } catch (error) {
    // The form still works: a clash is refused when the booking is stored.
    console.error("[hire] could not load the taken time slots:", error);
  }
  return { range, taken };
}

/** A rate-limited answer says when to try again. */
export const headers = passRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    form: "booking",
    request,
    context,
    schema: createBookingSchema(),
    failure: { title: BOOKING_TEXT.errorTitle, description: BOOKING_TEXT.unexpectedError },
    invalidToast: (errors) => {
      // Only the date and time pickers have a toast; other fields show their message.
      const selectionErrors = BOOKING_SELECTION_FIELDS.flatMap((name) => errors[name] ?? []);
      if (selectionErrors.length === 0) return null;
      if (selectionErrors.includes(MISSING_SELECTION_MESSAGE)) {
        return { type: "error", title: MISSING_INFORMATION_TITLE, description: MISSING_SELECTION_MESSAGE };
      }
      return { type: "error", title: BOOKING_TEXT.errorTitle, description: selectionErrors[0]! };
    },
    successToast: (booking) => ({ type: "success", title: BOOKING_TEXT.successTitle, description: bookingSuccessMessage(booking) }),
    store: async (booking) => {
      await createBooking(booking);
      // The slot is taken now: cached copies of this page would still offer it.
      invalidatePageCache();
    },
    refusal: (error) =>
      error instanceof SlotTakenError ? { outcome: "slot-taken", status: 409, description: error.message } : null,
  });
}

/**
 * After a refused slot (409) the page reloads the taken slots, so the slot
 * shows as unavailable; other refusals keep the framework's default.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as PublicFormData | undefined)?.outcome === "slot-taken") return true;
  return defaultShouldRevalidate;
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrExplain(serverAction, { title: BOOKING_TEXT.errorTitle, description: BOOKING_TEXT.unexpectedError });
}

/**
 * The booking form's code (the calendar, Conform and zod) is a chunk of
 * its own, fetched after the page's scripts instead of
 * with them. Its server-rendered form, with a native date input, is on the
 * page from the start and posts without JavaScript until then (decision 11).
 */
const BookingForm = lazySection(() => import("~/components/site/booking-form").then((m) => m.BookingForm));

export default function HirePage({ loaderData, actionData }: Route.ComponentProps) {
  useScrollToTopOnOpen();
  useToastFrom(actionData);
  return (
    <>
      <Hero />
      <Process />
      <section id={BOOKING_ANCHOR} aria-labelledby="booking-heading" className="scroll-mt-20 bg-muted py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="booking-heading" eyebrow={bookingIntro.eyebrow} heading={bookingIntro.heading} intro={bookingIntro.intro} />
          <BookingForm actionData={actionData} range={loaderData.range} taken={loaderData.taken} />
        </div>
      </section>
      <Faq />
      <ContactBlock />
    </>
  );
}

