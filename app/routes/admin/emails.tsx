/**
 * Emails (/admin/emails): the outbox, newest first, paged, searched by
 * recipient or subject and filtered by status in SQL; a view dialog
 * (?view=<id>) with the plain-text body; Resend for a sent, failed or expired
 * message. While SMTP_URL is unset a notice says mail is not configured and
 * how many messages wait (decision 0017).
 */
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { EmailDialog } from "~/components/admin/emails-dialog";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { ListScreenBody, RowIcon } from "~/components/admin/list-screen";
import { MailLinksLocalNotice, MailNotConfiguredNotice } from "~/components/admin/mail-notice";
import { PageHeader } from "~/components/admin/page-header";
import { EmailStatusBadge } from "~/components/admin/status-badges";
import { revalidateUnlessOnlyViewChanged, useListLoading, useViewedRecord } from "~/components/admin/status-list";
import { TableHead } from "~/components/ui/table";
import { EMAIL_FILTER_LABELS, EMAILS_TEXT as TEXT, emailKindLabel } from "~/content/admin/emails";
import { formatShortDate } from "~/lib/time/calendar";
import { formatTimeOfDay } from "~/lib/time/instants";
import { useToastFrom } from "~/lib/toast";
import { OUTBOX_STATUS_FILTERS } from "~/models/outbox";
import { createListQuerySchema } from "~/models/pagination";
import { parseListParams, statusParam } from "~/server/kernel/admin-list.server";
import { idSchema, intent, loadListScreen, runIntent } from "~/server/kernel/admin-kit.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { mailLinksAreLocal, mailSiteUrl } from "~/server/mail/mail-origin.server";
import { mailSettings } from "~/server/mail/mail-settings.server";
import { mailStatus, OutboxNotResendableError, requeueOutboxMessage } from "~/server/mail/outbox-admin.server";
import { getOutboxMessage, listOutboxMessages, OUTBOX_SORT_KEYS } from "~/server/mail/outbox-queries.server";
import type { Route } from "./+types/emails";

export const meta: Route.MetaFunction = () => [{ title: TEXT.metaTitle }];

const listQuerySchema = createListQuerySchema({ sortKeys: OUTBOX_SORT_KEYS, defaultSort: "createdAt" });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const mailLinksOrigin = mailLinksAreLocal() ? mailSiteUrl() : null;
  return loadListScreen(request, {
    name: "admin/emails",
    query: { ...parseListParams(request, listQuerySchema), status: statusParam(request, OUTBOX_STATUS_FILTERS) },
    list: listOutboxMessages,
    get: getOutboxMessage,
    text: { ...TEXT, loadErrorTitle: TEXT.fetchError },
    // Loaded alongside the list; a failure here only hides the count.
    also: mailStatus().then(
      (mail) => ({ mail: { configured: mail.configured, waiting: mail.waiting as number | null }, mailLinksOrigin }),
      (error: unknown) => {
        console.error("[admin/emails] outbox count failed:", error);
        return { mail: { configured: mailSettings().smtpUrl !== undefined, waiting: null as number | null }, mailLinksOrigin };
      },
    ),
  });
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => revalidateUnlessOnlyViewChanged(args);

const byId = idSchema(TEXT.invalidId);

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  return runIntent(
    request,
    {
      resend: intent({
        schema: byId,
        run: ({ id }) => requeueOutboxMessage(id, TEXT),
        done: (email) => ({ title: TEXT.resent, description: TEXT.resentMessage(email.recipients.join(", ")) }),
        failed: (description) => ({ title: TEXT.resendError, description }),
        conflict: (error): error is Error => error instanceof OutboxNotResendableError,
      }),
    },
    { name: "admin/emails", ...TEXT },
  );
}

export default function EmailsPage({ loaderData }: Route.ComponentProps) {
  const { page, viewed, viewMissing, loadError, mail, mailLinksOrigin } = loaderData;
  useToastFrom(loaderData);
  const loading = useListLoading();
  const { record, hrefFor, close } = useViewedRecord({ rows: page.rows, viewed, viewMissing });
  const statusOptions = OUTBOX_STATUS_FILTERS.map((value) => ({ value, label: EMAIL_FILTER_LABELS[value] }));

  const viewLink = (item: (typeof page.rows)[number]) => (
    <Link to={hrefFor(item.id)} replace preventScrollReset aria-label={TEXT.view(item.subject)} className="row-action">
      <RowIcon name="view" />
    </Link>
  );

  return (
    <div>
      <PageHeader title={TEXT.title} description={TEXT.description} />
      {mailLinksOrigin && <MailLinksLocalNotice origin={mailLinksOrigin} />}
      {!mail.configured && <MailNotConfiguredNotice waiting={mail.waiting} />}
      <ListToolbar placeholder={TEXT.search} statusOptions={statusOptions} />
      <ListScreenBody
        page={page}
        loadError={loadError}
        loading={loading}
        label={TEXT.title}
        errorText={(message) => `${TEXT.fetchError}: ${message}`}
        emptyText={TEXT.empty}
        head={[
          <TableHead key="to">{TEXT.columns.to}</TableHead>,
          <TableHead key="subject">{TEXT.columns.subject}</TableHead>,
          <TableHead key="kind">{TEXT.columns.kind}</TableHead>,
          <TableHead key="status">{TEXT.columns.status}</TableHead>,
          <TableHead key="attempts">{TEXT.columns.attempts}</TableHead>,
          <TableHead key="error">{TEXT.columns.lastError}</TableHead>,
          <TableHead key="time">{TEXT.columns.time}</TableHead>,
          <TableHead key="actions" className="text-right">
            {TEXT.columns.actions}
          </TableHead>,
        ]}
        cells={(item) => (
          <>
            <td data-label={TEXT.columns.to} className="font-medium md:max-w-[11rem] md:truncate" title={item.recipients.join(", ")}>
              {item.recipients.join(", ")}
            </td>
            <td data-cell="title" className="md:max-w-[14rem] md:truncate" title={item.subject}>
              {item.subject}
            </td>
            <td data-label={TEXT.columns.kind}>
              <span className="whitespace-normal md:block md:min-w-[8rem]">{emailKindLabel(item.kind)}</span>
            </td>
            <td data-cell="badge">
              <EmailStatusBadge status={item.status} />
            </td>
            <td data-label={TEXT.columns.attempts}>{item.attempts}</td>
            <td data-label={TEXT.columns.lastError} className="text-muted-foreground md:max-w-[9rem] md:truncate" title={item.lastError ?? undefined}>
              {item.lastError}
            </td>
            <td data-label={TEXT.columns.time}>
              <ShortDateTime value={item.createdAt} />
            </td>
            <td>{viewLink(item)}</td>
          </>
        )}
      />
      <EmailDialog email={record} onClose={close} />
    </div>
  );
}

/** The time column: the day over the time, so that the eight columns fit beside the sidebar (one line on a phone's card). */
function ShortDateTime({ value }: { value: Date | string }) {
  const date = new Date(value);
  return (
    <time dateTime={date.toISOString()} className="block whitespace-nowrap">
      {formatShortDate(date)}
      <span className="text-muted-foreground md:block"> {formatTimeOfDay(date)}</span>
    </time>
  );
}
