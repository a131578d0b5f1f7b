/**
 * Staff (/admin/staff, decision 0021): every account (e-mail,
 * roles, created, last sign-in, two-factor, state), paged and searched in
 * SQL; invitations by e-mail and the ones still waiting; the admin role
 * granted and revoked; accounts disabled and enabled. Every change is
 * confirmed in a dialog, answered with a toast, and refused by the server
 * when a rule says no (own role or account, the last active admin): the
 * rules and the record of each change live in app/server/identity/staff.server.ts.
 */
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ListScreenBody } from "~/components/admin/list-screen";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { PageHeader } from "~/components/admin/page-header";
import { SortHeader } from "~/components/admin/sort-header";
import { AccountStateBadge, LastSignIn, RoleBadges, StaffActions, TwoFactorBadge } from "~/components/admin/staff-actions";
import { InviteForm, PendingInvitations } from "~/components/admin/staff-invite";
import { DateText, revalidateUnlessOnlyViewChanged, useListLoading } from "~/components/admin/status-list";
import { TableHead } from "~/components/ui/table";
import { INVITE_TEXT, STAFF_TEXT as TEXT } from "~/content/admin/staff";
import { useToastFrom } from "~/lib/toast";
import { createListQuerySchema } from "~/models/pagination";
import { inviteSchema } from "~/models/staff";
import { idSchema, intent, loadListScreen, runIntent } from "~/server/kernel/admin-kit.server";
import { parseListParams } from "~/server/kernel/admin-list.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { createInvitation, disableAccount, enableAccount, grantAdmin, isStaffRuleError, revokeAdmin, revokeInvitation } from "~/server/identity/staff.server";
import { listPendingInvitations, listStaff, STAFF_SORT_KEYS } from "~/server/identity/queries.server";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => [{ title: TEXT.metaTitle }];

const listQuerySchema = createListQuerySchema({ sortKeys: STAFF_SORT_KEYS, defaultSort: "createdAt" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdmin(context);
  return loadListScreen(request, {
    name: "admin/staff",
    query: parseListParams(request, listQuerySchema),
    list: listStaff,
    text: { ...TEXT, loadErrorTitle: TEXT.fetchError },
    // Loaded alongside; a failure here only hides the waiting invitations.
    also: listPendingInvitations().then(
      (invitations) => ({ invitations, invitationsFailed: false, selfId: user.id, now: Date.now() }),
      (error: unknown) => {
        console.error("[admin/staff] invitations failed:", error);
        return { invitations: [], invitationsFailed: true, selfId: user.id, now: Date.now() };
      },
    ),
  });
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => revalidateUnlessOnlyViewChanged(args);

const byId = idSchema(TEXT.invalidId);

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  // Each change: the data call (rules, lock, record), its toast, and the rule's own words when it refuses (409).
  const change = (run: (id: string) => Promise<{ email: string } | undefined>, text: { done: string; doneMessage: (email: string) => string; failed: string }) =>
    intent({
      schema: byId,
      run: ({ id }) => run(id),
      done: (account) => ({ title: text.done, description: text.doneMessage(account.email) }),
      failed: (description) => ({ title: text.failed, description }),
      conflict: isStaffRuleError,
    });
  return runIntent(
    request,
    {
      invite: intent({
        schema: inviteSchema,
        run: ({ email, role }) => createInvitation({ email, admin: role === "admin" }),
        done: (invitation) => ({ title: INVITE_TEXT.done, description: INVITE_TEXT.doneMessage(invitation.email) }),
        failed: (description) => ({ title: INVITE_TEXT.failed, description }),
        conflict: isStaffRuleError,
      }),
      "revoke-invite": intent({
        schema: byId,
        run: ({ id }) => revokeInvitation(id),
        done: (invitation) => ({ title: INVITE_TEXT.revoked, description: INVITE_TEXT.revokedMessage(invitation.email) }),
        failed: (description) => ({ title: INVITE_TEXT.revokeFailed, description }),
        conflict: isStaffRuleError,
      }),
      grant: change(grantAdmin, TEXT.grant),
      revoke: change(revokeAdmin, TEXT.revoke),
      disable: change(disableAccount, TEXT.disable),
      enable: change(enableAccount, TEXT.enable),
    },
    { name: "admin/staff", ...TEXT },
  );
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const { page, loadError, invitations, invitationsFailed, selfId, now } = loaderData;
  useToastFrom(loaderData);
  const loading = useListLoading();

  return (
    <div>
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <InviteForm />
      <PendingInvitations invitations={invitations} failed={invitationsFailed} now={now} />
      <h2 className="mb-2 mt-8 text-lg font-semibold">{TEXT.count(page.total)}</h2>
      <ListToolbar placeholder={TEXT.search} />
      <ListScreenBody
        page={page}
        loadError={loadError}
        loading={loading}
        label={TEXT.title}
        errorText={(message) => `${TEXT.fetchError}: ${message}`}
        emptyText={TEXT.empty}
        head={[
          <SortHeader key="email" label={TEXT.columns.email} sortKey="email" defaultSort="createdAt" />,
          <TableHead key="roles">{TEXT.columns.roles}</TableHead>,
          <SortHeader key="created" label={TEXT.columns.created} sortKey="createdAt" defaultSort="createdAt" />,
          <SortHeader key="last" label={TEXT.columns.lastSignIn} sortKey="lastSignInAt" defaultSort="createdAt" />,
          <TableHead key="2fa">{TEXT.columns.twoFactor}</TableHead>,
          <TableHead key="status">{TEXT.columns.status}</TableHead>,
          <TableHead key="actions" className="text-right">
            {TEXT.columns.actions}
          </TableHead>,
        ]}
        cells={(row) => (
          <>
            <td data-cell="title" className="font-medium" data-user-id={row.id}>
              {row.email}
            </td>
            <td data-label={TEXT.columns.roles}>
              <RoleBadges roles={row.roles} />
            </td>
            <td data-label={TEXT.columns.created}>
              <DateText value={row.createdAt} />
            </td>
            <td data-label={TEXT.columns.lastSignIn}>
              <LastSignIn value={row.lastSignInAt} />
            </td>
            <td data-label={TEXT.columns.twoFactor}>
              <TwoFactorBadge on={row.twoFactor} />
            </td>
            <td data-cell="badge">
              <AccountStateBadge disabled={Boolean(row.disabledAt)} />
            </td>
            <td>
              <StaffActions row={row} self={row.id === selfId} />
            </td>
          </>
        )}
      />
    </div>
  );
}
