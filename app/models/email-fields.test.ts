/**
 * The forms' own e-mail rules: text.test.ts proves
 * the `email()` rule's default refuses an address carrying mailto:
 * parameters, but each form may pass its own pattern. Every form that takes
 * an address a person can later click (contact, booking, membership, the
 * newsletter, staff lookup) must refuse one, whatever pattern it picks.
 */
import { describe, expect, it } from "vitest";
import { bookingSchema } from "./booking";
import { contactSchema } from "./contact";
import { applicationSchema } from "./membership";
import { newsletterSchema } from "./newsletter";
import { userLookupSchema } from "./set-admin";
import { safeParseWithPaths } from "~/models/test-parse";

const FORMS = {
  contact: contactSchema.entries.email,
  booking: bookingSchema.entries.email,
  membership: applicationSchema.entries.email,
  newsletter: newsletterSchema.entries.email,
  "staff lookup": userLookupSchema.entries.email,
};

/** Addresses that would add recipients, headers or a body to staff's reply. */
const CARRYING_PARAMETERS = [
  "you@corp.example?bcc=someone%40elsewhere.example&body=hi",
  "you@corp.example?cc=x@y.example",
  "you@corp.example&cc=x@y.example",
  "you@corp.example%3Fbcc=x",
  "you@corp.example#frag",
];

describe("every form's e-mail field", () => {
  for (const [form, field] of Object.entries(FORMS)) {
    it(`${form}: takes a plain address and refuses one carrying mailto: parameters`, () => {
      expect(safeParseWithPaths(field, "first.last+tag@mail.example.org").success, form).toBe(true);
      for (const address of CARRYING_PARAMETERS) {
        expect(safeParseWithPaths(field, address).success, `${form}: ${address}`).toBe(false);
      }
    });
  }
});
