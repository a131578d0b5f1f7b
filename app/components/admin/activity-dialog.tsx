/**
 * The details of one entry of the record of changes (?view=<id>): who, when,
 * from where, what, and each changed field from what to what. Values are
 * shown as text (React escapes them); long texts keep their line breaks.
 */
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { ACTIVITY_FIELD_LABELS, ACTIVITY_TEXT, activityActionLabel, activityKindLabel } from "~/content/admin/activity";
import { DateText } from "./status-list";

const T = ACTIVITY_TEXT.dialog;

export type ActivityView = {
  id: string;
  createdAt: Date | string;
  actorEmail: string | null;
  action: string;
  entityKind: string;
  entityId: string | null;
  summary: string;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  ipAddress: string | null;
  href: string | null;
};

/** A recorded value as text: empty, yes/no, or as stored (lists joined, objects as JSON). */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return T.empty;
  if (typeof value === "boolean") return value ? T.yes : T.no;
  if (Array.isArray(value)) return value.map(String).join(", ") || T.empty;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function ActivityDialog({ entry, onClose }: { entry: ActivityView | undefined; onClose: () => void }) {
  const changes = Object.entries(entry?.changes ?? {});
  return (
    <Dialog open={Boolean(entry)} onOpenChange={(open) => !open && onClose()}>
      {entry && (
        <DialogContent wide showCloseButton={false}>
          <DialogHeader>
            <DialogTitle wrap>{entry.summary}</DialogTitle>
            <DialogDescription className="sr-only">{T.description}</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-medium text-muted-foreground">{T.when}</dt>
            <dd>
              <DateText value={entry.createdAt} withTime />
            </dd>
            <dt className="font-medium text-muted-foreground">{T.person}</dt>
            <dd className="break-all">{entry.actorEmail ?? ACTIVITY_TEXT.nobody}</dd>
            <dt className="font-medium text-muted-foreground">{T.address}</dt>
            <dd>{entry.ipAddress ?? T.empty}</dd>
            <dt className="font-medium text-muted-foreground">{T.kind}</dt>
            <dd>{activityKindLabel(entry.entityKind)}</dd>
            <dt className="font-medium text-muted-foreground">{T.action}</dt>
            <dd>{activityActionLabel(entry.action)}</dd>
            {entry.entityId && (
              <>
                <dt className="font-medium text-muted-foreground">{T.id}</dt>
                <dd className="break-all font-mono text-xs">{entry.entityId}</dd>
              </>
            )}
          </dl>
          <section aria-label={T.changes}>
            <h3 className="mb-1 text-sm font-medium text-muted-foreground">{T.changes}</h3>
            {changes.length === 0 ? (
              <p className="text-sm text-muted-foreground">{T.noChanges}</p>
            ) : (
              <div tabIndex={0} className="max-h-[40vh] overflow-y-auto rounded-md border">
                <table className="w-full text-left text-sm">
                  <thead className="bg-muted/40">
                    <tr>
                      <th className="p-2 font-medium">{T.field}</th>
                      <th className="p-2 font-medium">{T.from}</th>
                      <th className="p-2 font-medium">{T.to}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map(([field, { from, to }]) => (
                      <tr key={field} className="border-t align-top">
                        <th scope="row" className="p-2 font-medium">
                          {ACTIVITY_FIELD_LABELS[field] ?? field}
                        </th>
                        <td className="max-w-[16rem] p-2 whitespace-pre-wrap break-words">{valueText(from)}</td>
                        <td className="max-w-[16rem] p-2 whitespace-pre-wrap break-words">{valueText(to)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{T.close}</Button>
            </DialogClose>
            {entry.href && (
              <Button asChild>
                <Link to={entry.href}>{T.open}</Link>
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
