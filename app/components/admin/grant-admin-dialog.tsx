/**
 * The one confirmation before the admin role is granted, on the Staff screen
 * and on Set Admin User alike: the same words, and the same post (intent
 * "grant" with the account's id), answered by staff.server.ts `grantAdmin`.
 */
import type { ReactNode } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { STAFF_TEXT } from "~/content/admin/staff";

export const GRANT_INTENT = "grant";

export function GrantAdminDialog({
  user,
  trigger,
  open,
  onOpenChange,
}: {
  user: { id: string; email: string };
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const text = STAFF_TEXT.grant;
  return (
    <ConfirmDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description(user.email)}
      confirmLabel={text.confirm}
      fields={{ intent: GRANT_INTENT, id: user.id }}
    />
  );
}
