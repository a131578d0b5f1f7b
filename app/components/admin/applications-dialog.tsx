/**
 * The view dialog of a membership application: contact details, age, social
 * handle, followers, skills as badges, motivation and the status selector.
 * Choosing a status saves it at once; on success the list reloads (the
 * fetcher revalidates). Setting it back to pending closes the dialog; an
 * approved or rejected application shows the message to the applicant about
 * that decision, prepared and editable (application-decision.tsx), so staff
 * can send it right after deciding.
 */
import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  isApplicationDecision,
  normalizeApplicationStatus,
  skillLabel,
  type ApplicationView,
} from "~/models/membership";
import { MEMBERSHIP_TEXT } from "~/content/join";
import { formatCount } from "~/models/pagination";
import { mailtoHref } from "~/lib/mailto";
import { ApplicationDecisionMessage } from "./application-decision";
import { DateText } from "./status-list";
import { APPLICATIONS_TEXT } from "~/content/admin/applications";

export function ApplicationDialog({
  application,
  onClose,
}: {
  application: ApplicationView | undefined;
  onClose: () => void;
}) {
  const fetcher = useFetcher<{ ok?: boolean; toast?: ToastMessage }>();
  const busy = fetcher.state !== "idle";
  const statusLabelId = useId();
  useToastFrom(fetcher.data);

  // A status saved as pending closes the dialog, once per result; a decision
  // keeps it open on the message to the applicant.
  const handled = useRef<unknown>(null);
  const submitted = useRef<string | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      if (!isApplicationDecision(submitted.current)) onClose();
    }
  });

  const pendingStatus = busy ? (fetcher.formData?.get("status") as string | null) : null;

  return (
    <Dialog open={Boolean(application)} onOpenChange={(open) => !open && !busy && onClose()}>
      {application && (
        <DialogContent wide tall>
          <DialogHeader>
            <DialogTitle>{application.fullName}</DialogTitle>
            <DialogDescription>
              Membership application received <DateText value={application.createdAt} />
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
            <Item label={APPLICATIONS_TEXT.details.email} className="col-span-2 sm:col-span-1">
              <a href={mailtoHref(application.email)} className="break-all text-primary underline-offset-4 hover:underline">
                {application.email}
              </a>
            </Item>
            <Item label={APPLICATIONS_TEXT.details.phone} className="col-span-2 sm:col-span-1">{application.phone || MEMBERSHIP_TEXT.phoneNotProvided}</Item>
            <Item label={APPLICATIONS_TEXT.details.age}>{application.age}</Item>
            <Item label={APPLICATIONS_TEXT.details.followers}>{formatCount(application.followersCount)}</Item>
            <Item label={APPLICATIONS_TEXT.details.socialMedia} className="col-span-2">
              <span className="break-all">{application.socialMediaHandle}</span>
            </Item>
            <Item label={APPLICATIONS_TEXT.details.skills} className="col-span-2">
              <ul className="flex flex-wrap gap-1.5" aria-label={APPLICATIONS_TEXT.details.skills}>
                {application.skills.map((skill) => (
                  <li key={skill}>
                    <Badge variant="secondary">{skillLabel(skill)}</Badge>
                  </li>
                ))}
              </ul>
            </Item>
            <Item label={APPLICATIONS_TEXT.details.motivation} className="col-span-2">
              <p className="whitespace-pre-wrap break-words">{application.motivation}</p>
            </Item>
          </dl>
          <div className="grid gap-2 sm:max-w-xs">
            <Label id={statusLabelId}>{APPLICATIONS_TEXT.details.status}</Label>
            <div className="flex items-center gap-2">
              <Select
                value={pendingStatus ?? normalizeApplicationStatus(application.status)}
                disabled={busy}
                onValueChange={(status) => {
                  submitted.current = status;
                  void fetcher.submit({ intent: "status", id: application.id, status }, { method: "post" });
                }}
              >
                <SelectTrigger className="w-48" aria-labelledby={statusLabelId}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {APPLICATION_STATUSES.map((status) => (
                    <SelectItem key={status} value={status}>
                      {APPLICATION_STATUS_LABELS[status]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {busy && <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label={APPLICATIONS_TEXT.details.saving} />}
            </div>
          </div>
          {!busy && isApplicationDecision(application.status) && (
            <ApplicationDecisionMessage key={application.status} application={application} decision={application.status} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
