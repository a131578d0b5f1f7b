/**
 * The Staff screen's row pieces: the badges (roles, two-factor, state) and the
 * actions (grant or revoke the admin role, disable or enable the account),
 * each behind the kit's confirmation dialog. The signed-in admin's own row
 * has no actions: the server refuses them anyway (own role, own account).
 */
import { Ban, CircleCheck, ShieldCheck, ShieldOff } from "lucide-react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { GrantAdminDialog } from "~/components/admin/grant-admin-dialog";
import { DateText } from "~/components/admin/status-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { STAFF_TEXT as TEXT } from "~/content/admin/staff";
import { ADMIN_ROLE } from "~/models/set-admin";

export type StaffRow = {
  id: string;
  email: string;
  roles: string[];
  createdAt: Date | string;
  lastSignInAt: Date | string | null;
  disabledAt: Date | string | null;
  twoFactor: boolean;
};

export function RoleBadges({ roles }: { roles: string[] }) {
  if (roles.length === 0) return <span className="text-muted-foreground">{TEXT.noRoles}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge key={role} variant="blue">
          {TEXT.roleLabels[role] ?? role}
        </Badge>
      ))}
    </span>
  );
}

export function TwoFactorBadge({ on }: { on: boolean }) {
  return <Badge variant={on ? "green" : "grey"}>{on ? TEXT.twoFactorOn : TEXT.twoFactorOff}</Badge>;
}

export function AccountStateBadge({ disabled }: { disabled: boolean }) {
  return <Badge variant={disabled ? "red" : "green"}>{disabled ? TEXT.disabled : TEXT.active}</Badge>;
}

export function LastSignIn({ value }: { value: Date | string | null }) {
  return value ? <DateText value={value} withTime /> : <span className="text-muted-foreground">{TEXT.never}</span>;
}

type ActionText = { button: (email: string) => string; label: string; title: string; description: (email: string) => string; confirm: string };

function ActionButton({ row, intent, text, icon }: { row: StaffRow; intent: string; text: ActionText; icon: React.ReactNode }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={text.button(row.email)}>
          {icon}
          {text.label}
        </Button>
      }
      title={text.title}
      description={text.description(row.email)}
      confirmLabel={text.confirm}
      fields={{ intent, id: row.id }}
    />
  );
}

export function StaffActions({ row, self }: { row: StaffRow; self: boolean }) {
  if (self) return <span className="text-sm text-muted-foreground">({TEXT.you})</span>;
  const admin = row.roles.includes(ADMIN_ROLE);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {admin ? (
        <ActionButton row={row} intent="revoke" text={TEXT.revoke} icon={<ShieldOff aria-hidden="true" />} />
      ) : (
        <GrantAdminDialog
          user={row}
          trigger={
            <Button variant="outline" size="sm" aria-label={TEXT.grant.button(row.email)}>
              <ShieldCheck aria-hidden="true" />
              {TEXT.grant.label}
            </Button>
          }
        />
      )}
      {row.disabledAt ? (
        <ActionButton row={row} intent="enable" text={TEXT.enable} icon={<CircleCheck aria-hidden="true" />} />
      ) : (
        <ActionButton row={row} intent="disable" text={TEXT.disable} icon={<Ban aria-hidden="true" className="text-destructive" />} />
      )}
    </div>
  );
}
