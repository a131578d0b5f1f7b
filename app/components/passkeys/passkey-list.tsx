/**
 * The person's passkeys on /account/passkeys: name, when it was added and
 * last used, with Rename (inline) and Remove (after a confirmation). Both
 * post to the page's own action, which acts only on the person's own passkeys.
 */
import * as v from "valibot";
import { Loader2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PASSKEYS_TEXT as T } from "~/content/passkeys";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import { MAX_PASSKEY_NAME_LENGTH, renamePasskeySchema } from "~/models/passkey";

export type PasskeyRow = { id: string; name: string; created: string; lastUsed: string | null };

export const RENAME_INTENT = "rename";
export const REMOVE_INTENT = "remove";

export function PasskeyList({ passkeys }: { passkeys: PasskeyRow[] }) {
  if (passkeys.length === 0) return <p className="text-sm text-muted-foreground">{T.none}</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label={T.listHeading}>
      {passkeys.map((p) => (
        <PasskeyItem key={p.id} passkey={p} />
      ))}
    </ul>
  );
}

type RenameAnswer = { ok: boolean; toast?: ToastMessage | null; errors?: string[] | null };

function PasskeyItem({ passkey }: { passkey: PasskeyRow }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      {editing ? (
        <RenameForm passkey={passkey} onDone={() => setEditing(false)} />
      ) : (
        <>
          <div>
            <p className="font-medium">{passkey.name}</p>
            <p className="text-sm text-muted-foreground">
              {T.created(passkey.created)} · {passkey.lastUsed ? T.lastUsed(passkey.lastUsed) : T.neverUsed}
            </p>
          </div>
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="sm" aria-label={T.renameButtonLabel(passkey.name)} onClick={() => setEditing(true)}>
              {T.rename}
            </Button>
            <ConfirmDialog
              trigger={
                <Button type="button" variant="outline" size="sm" aria-label={T.removeLabel(passkey.name)}>
                  {T.remove}
                </Button>
              }
              title={T.confirmRemoveTitle(passkey.name)}
              description={T.confirmRemove}
              confirmLabel={T.confirmRemoveSubmit}
              cancelLabel={T.cancel}
              fields={{ intent: REMOVE_INTENT, id: passkey.id }}
            />
          </div>
        </>
      )}
    </li>
  );
}

function RenameForm({ passkey, onDone }: { passkey: PasskeyRow; onDone: () => void }) {
  const id = useId();
  const fetcher = useFetcher<RenameAnswer>();
  const [name, setName] = useState(passkey.name);
  const [errors, setErrors] = useState<string[] | null>(null);
  const busy = fetcher.state !== "idle";
  useToastFrom(fetcher.data);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) onDone();
    else if (fetcher.data.errors) setErrors(fetcher.data.errors);
  }, [fetcher.state, fetcher.data, onDone]);
  return (
    <fetcher.Form
      method="post"
      className="flex w-full flex-col gap-3 sm:flex-row sm:items-end"
      noValidate
      onSubmit={(event) => {
        // The server's rules, checked here first.
        const checked = v.safeParse(renamePasskeySchema, { id: passkey.id, name });
        if (!checked.success) {
          event.preventDefault();
          setErrors(checked.issues.map((issue) => issue.message));
        }
      }}
    >
      <input type="hidden" name="intent" value={RENAME_INTENT} />
      <input type="hidden" name="id" value={passkey.id} />
      <Field label={T.renameLabel(passkey.name)} htmlFor={id} errors={errors} className="flex-1">
        {(control) => (
          <Input {...control} name="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={MAX_PASSKEY_NAME_LENGTH} required autoFocus />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          {busy ? T.renaming : T.renameSubmit}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={busy}>
          {T.cancel}
        </Button>
      </div>
    </fetcher.Form>
  );
}
