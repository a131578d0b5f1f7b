import { useEffect, useState } from "react";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "~/lib/form-guard";
import { useRootData } from "~/lib/root-data";

/**
 * The anti-bot fields of a public form: a honeypot input hidden from people
 * and from screen readers, and the time the form was shown. Put it inside
 * every public <form>.
 */
export function FormGuardFields() {
  const root = useRootData();
  // Without JavaScript the clock starts when the page was rendered (which may
  // be earlier, for a cached page); in the browser it restarts when the form
  // appears, so the fill time is this visitor's.
  const [startedAt, setStartedAt] = useState(() => root?.renderedAt ?? 0);
  useEffect(() => setStartedAt(Date.now()), []);
  return (
    <>
      <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} readOnly />
    </>
  );
}
