/**
 * Contact Messages (/admin/contacts): the messages sent from the Contact page,
 * paged, searched, filtered and sorted in SQL; a view dialog with the
 * responded toggle and the replies, where staff write a reply that is
 * e-mailed to the sender (?view=<id> opens it), delete and a CSV export. (The
 * newsletter's addresses are downloaded from Subscribers.)
 */
import { fields } from "~/models/text";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ContactMessageDialog } from "~/components/admin/contacts-dialog";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { ListScreenBody, ViewDeleteActions } from "~/components/admin/list-screen";
import { PageHeader } from "~/components/admin/page-header";
import { SortHeader } from "~/components/admin/sort-header";
import { ContactStatusBadge } from "~/components/admin/status-badges";
import {
  DateText,
  revalidateUnlessOnlyViewChanged,
  useListLoading,
  useViewedRecord,
} from "~/components/admin/status-list";
import { TableHead } from "~/components/ui/table";
import { CONTACTS_TEXT as TEXT } from "~/content/admin/contacts";
import { useToastFrom } from "~/lib/toast";
import { CONTACT_STATUS_LABELS, contactReplySchema, contactRespondedSchema } from "~/models/contact";
import { createListQuerySchema } from "~/models/pagination";
import { parseListParams, statusParam } from "~/server/kernel/admin-list.server";
import { idSchema, intent, loadListScreen, runIntent } from "~/server/kernel/admin-kit.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { replyToContactMessage } from "~/server/inbox/contact-messages.server";
import { CONTACT_MESSAGE_SORT_KEYS, deleteContactMessage, getContactMessageWithReplies, listContactMessagesWithReplies, setResponded } from "~/server/inbox/contact-queries.server";
import type { Route } from "./+types/contacts";

export const meta: Route.MetaFunction = () => [{ title: TEXT.metaTitle }];

/** The status filter: a message is pending until marked responded. */
const CONTACT_STATUS_FILTERS = ["pending", "responded"] as const satisfies readonly (keyof typeof CONTACT_STATUS_LABELS)[];

const listQuerySchema = createListQuerySchema({ sortKeys: CONTACT_MESSAGE_SORT_KEYS, defaultSort: "createdAt" });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const status = statusParam(request, CONTACT_STATUS_FILTERS);
  return loadListScreen(request, {
    name: "admin/contacts",
    query: { ...parseListParams(request, listQuerySchema), responded: status === undefined ? undefined : status === "responded" },
    // Each message with its replies, for the view dialog.
    list: listContactMessagesWithReplies,
    get: getContactMessageWithReplies,
    text: { ...TEXT, loadErrorTitle: TEXT.fetchError },
  });
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => revalidateUnlessOnlyViewChanged(args);

const byId = idSchema(TEXT.invalidId);

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  return runIntent(
    request,
    {
      reply: intent({
        schema: fields({ ...contactReplySchema.entries, ...byId.entries }),
        run: ({ id, body }) => replyToContactMessage(id, { body, sentBy: admin.email }),
        done: () => ({ title: TEXT.replySent, description: TEXT.replySentMessage }),
        failed: (description) => ({ title: TEXT.replyError, description }),
      }),
      responded: intent({
        schema: fields({ ...contactRespondedSchema.entries, ...byId.entries }),
        run: ({ id, responded }) => setResponded(id, responded),
        done: (_, { responded }) =>
          responded
            ? { title: TEXT.markedResponded, description: TEXT.markedRespondedMessage }
            : { title: TEXT.markedNotResponded, description: TEXT.markedNotRespondedMessage },
        failed: (description) => ({ title: TEXT.statusError, description }),
      }),
      delete: intent({
        schema: byId,
        run: ({ id }) => deleteContactMessage(id),
        done: () => ({ title: TEXT.deleted, description: TEXT.deletedMessage }),
        failed: (description) => ({ title: TEXT.deleteError, description }),
      }),
    },
    { name: "admin/contacts", ...TEXT },
  );
}

export default function ContactsPage({ loaderData }: Route.ComponentProps) {
  const { page, viewed, viewMissing, loadError } = loaderData;
  useToastFrom(loaderData);
  const loading = useListLoading();
  const { record, hrefFor, close } = useViewedRecord({ rows: page.rows, viewed, viewMissing });
  const statusOptions = CONTACT_STATUS_FILTERS.map((value) => ({ value, label: CONTACT_STATUS_LABELS[value] }));

  return (
    <div>
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <ListToolbar placeholder={TEXT.search} statusOptions={statusOptions} exportHref="/admin/export/contacts" />
      <ListScreenBody
        page={page}
        loadError={loadError}
        loading={loading}
        label={TEXT.title}
        errorText={(message) => `${TEXT.fetchError}: ${message}`}
        emptyText={TEXT.empty}
        head={[
          <SortHeader key="name" label={TEXT.columns.name} sortKey="name" defaultSort="createdAt" />,
          <SortHeader key="email" label={TEXT.columns.email} sortKey="email" defaultSort="createdAt" />,
          <SortHeader key="subject" label={TEXT.columns.subject} sortKey="subject" defaultSort="createdAt" />,
          <SortHeader key="date" label={TEXT.columns.date} sortKey="createdAt" defaultSort="createdAt" />,
          <TableHead key="status">{TEXT.columns.status}</TableHead>,
          <TableHead key="actions" className="text-right">
            {TEXT.columns.actions}
          </TableHead>,
        ]}
        cells={(item) => (
          <>
            <td data-cell="title" className="font-medium">
              {item.name}
            </td>
            <td data-label={TEXT.columns.email}>{item.email}</td>
            {/* Wraps like the other text cells: a long subject kept on one line pushed the actions off a laptop's screen. */}
            <td data-label={TEXT.columns.subject}>{item.subject}</td>
            <td data-label={TEXT.columns.date}>
              <DateText value={item.createdAt} />
            </td>
            <td data-cell="badge">
              <ContactStatusBadge responded={item.responded} />
            </td>
            <td>
              <ViewDeleteActions id={item.id} name={item.name} viewHref={hrefFor(item.id)} text={TEXT} />
            </td>
          </>
        )}
      />
      <ContactMessageDialog message={record} onClose={close} />
    </div>
  );
}
