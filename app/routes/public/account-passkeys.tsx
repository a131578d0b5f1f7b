/**
 * The signed-in person's passkeys (/account/passkeys, any role): add one
 * under a name they type, see each (added, last used), rename or remove it.
 * Adding goes through /account/passkeys/register (the browser's ceremony);
 * renaming and removing post here. Every change acts on the person's own
 * passkeys only: another person's id is "not found". Never cached.
 */
import { parseSubmission } from "~/lib/parse-submission";
import { Link } from "react-router";
import { useConfirmDialogToasts } from "~/components/admin/confirm-dialog";
import { AddPasskeyForm } from "~/components/passkeys/add-passkey-form";
import { PasskeyList, REMOVE_INTENT, RENAME_INTENT } from "~/components/passkeys/passkey-list";
import { pageMeta } from "~/components/site/page-meta";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { PASSKEYS_TEXT as T } from "~/content/passkeys";
import { formatDateTime } from "~/lib/time/instants";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { renamePasskeySchema } from "~/models/passkey";
import { requireUser } from "~/server/identity/auth.server";
import { removePasskey, renamePasskey } from "~/server/identity/passkeys.server";
import { listPasskeys } from "~/server/identity/queries.server";
import { requireFreshProof } from "~/server/identity/reauthentication.server";
import type { Route } from "./+types/account-passkeys";
import { answer, answeredFailure, refuse, succeed } from "~/server/kernel/answers.server";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: T.metaTitle, description: T.metaDescription, path: "/account/passkeys", noIndex: true });

export const headers = privatePageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const passkeys = await listPasskeys(user.id);
  return {
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      created: formatDateTime(p.createdAt),
      lastUsed: p.lastUsedAt ? formatDateTime(p.lastUsedAt) : null,
    })),
  };
}

const failure = (description: string) => ({ title: T.errorTitle, description });

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  // Removing a passkey needs a recent proof that it is the owner (the confirmation page asks, then comes back).
  if (intent === REMOVE_INTENT) await requireFreshProof(context, "/account/passkeys");
  try {
    if (intent === REMOVE_INTENT) {
      const id = formData.get("id");
      const removed = typeof id === "string" && id.length > 0 ? await removePasskey(user.id, id) : ({ ok: false } as const);
      if (!removed.ok) return refuse(404, failure(T.notFound), { errors: null });
      return succeed({ title: T.successTitle, description: T.removed(removed.name) }, { errors: null });
    }
    if (intent === RENAME_INTENT) {
      const submission = parseSubmission(formData, { schema: renamePasskeySchema });
      if (submission.status !== "success") {
        return answer(400, { ok: false, toast: null, errors: submission.error?.name ?? [T.notFound] });
      }
      const renamed = await renamePasskey(user.id, submission.value.id, submission.value.name);
      if (!renamed.ok) return refuse(404, failure(T.notFound), { errors: null });
      return succeed({ title: T.successTitle, description: T.renamed(submission.value.name) }, { errors: null });
    }
    return refuse(400, failure(T.unknownError), { errors: null });
  } catch (error) {
    answeredFailure(context, "passkeys change", error);
    return refuse(500, failure(T.unknownError), { errors: null });
  }
}

export default function AccountPasskeysPage({ loaderData }: Route.ComponentProps) {
  // Remove's confirmation dialog closes with its row; its toast is shown here.
  useConfirmDialogToasts();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 pb-16 pt-28">
      <header className="space-y-2">
        <p>
          <Link to="/account" className="text-sm underline underline-offset-4 hover:text-primary">
            {T.backToAccount}
          </Link>
        </p>
        <h1 className="text-3xl font-bold">{T.title}</h1>
        <p className="text-muted-foreground">{T.intro}</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">{T.listHeading}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <PasskeyList passkeys={loaderData.passkeys} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">{T.addHeading}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <AddPasskeyForm />
        </CardContent>
      </Card>
    </div>
  );
}
