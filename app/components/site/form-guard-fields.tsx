import { useState } from "react";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "~/lib/form-guard";
import { useRootData } from "~/lib/root-data";
import { formGuardCopy } from "~/content/common";

/**
 * The anti-bot fields of a public form: a honeypot input hidden from people
 * and from screen readers, and the page's signed stamp, which tells the server
 * when it handed out the form (a visitor cannot set it, unlike a clock time).
 * The stamp is in the server's HTML, so it works without JavaScript. Put it
 * inside every public <form>.
 */
export function FormGuardFields() {
  const root = useRootData();
  // The stamp the form was shown with: a later revalidation of the root data
  // brings a newer one, which would make a person's quick send look too fast.
  const [stamp] = useState(() => root?.formStamp ?? "");
  return (
    <>
      <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
        <label>
          {formGuardCopy.honeypotLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={STARTED_AT_FIELD} value={stamp} readOnly />
    </>
  );
}
