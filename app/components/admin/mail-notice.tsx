/**
 * The notices about mail on the dashboard and the Emails screen: e-mail is
 * not configured (SMTP_URL unset; messages are not lost, they wait in the
 * outbox, decision 0017; on the dashboard it links to the Emails screen), and
 * mailed links name the local address (SITE_URL unset).
 */
import { Link2Off, MailWarning } from "lucide-react";
import { Link } from "react-router";
import { MAIL_LINKS_LOCAL_TEXT, MAIL_NOT_CONFIGURED_TEXT as TEXT } from "~/content/admin/emails";

export function MailNotConfiguredNotice({ waiting, link = false }: { waiting: number | null; link?: boolean }) {
  return (
    <section
      aria-label={TEXT.title}
      data-testid="mail-not-configured"
      className="mb-4 flex items-start gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-yellow-950"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1 text-sm">
        <h2 className="font-semibold">{TEXT.title}</h2>
        <p>{TEXT.body(waiting)}</p>
        {link && (
          <Link to="/admin/emails" className="font-medium underline underline-offset-4">
            {TEXT.link}
          </Link>
        )}
      </div>
    </section>
  );
}

/** Shown while SITE_URL is unset: mailed links name `origin`, the server's own local address. */
export function MailLinksLocalNotice({ origin }: { origin: string }) {
  return (
    <section
      aria-label={MAIL_LINKS_LOCAL_TEXT.title}
      data-testid="mail-links-local"
      className="mb-4 flex items-start gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-yellow-950"
    >
      <Link2Off className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1 text-sm">
        <h2 className="font-semibold">{MAIL_LINKS_LOCAL_TEXT.title}</h2>
        <p>{MAIL_LINKS_LOCAL_TEXT.body(origin)}</p>
      </div>
    </section>
  );
}
