/**
 * "Find a user by email" on Set Admin User: a GET form (the result lives in
 * the URL, so it survives the assignment and reloads), the user's id with a
 * copy button, whether they are an admin, and a button that grants the role
 * (after the same confirmation as the Staff screen's) without copying the id.
 */
import { Check, Copy, Loader2, Search, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { GrantAdminDialog } from "~/components/admin/grant-admin-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { showToast } from "~/lib/toast";
import { LOOKUP_TEXT } from "~/content/admin/set-admin";

export type UserLookup = {
  email: string;
  error: string | null;
  user: { id: string; email: string; isAdmin: boolean } | null;
};

export function UserLookupCard({ lookup }: { lookup: UserLookup | null }) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.search.includes("email=");
  const [copied, setCopied] = useState(false);
  const user = lookup?.user ?? null;

  const copy = async (id: string) => {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      showToast({ type: "success", title: LOOKUP_TEXT.copied });
    } catch {
      showToast({ type: "error", title: LOOKUP_TEXT.copyFailed });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">{LOOKUP_TEXT.title}</h2>
        </CardTitle>
        <CardDescription>{LOOKUP_TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end" replace>
          <Field
            label={LOOKUP_TEXT.email}
            htmlFor="lookup-email"
            errors={lookup?.error ? [lookup.error] : undefined}
            className="flex-1"
          >
            {(control) => (
              <Input
                {...control}
                key={lookup?.email ?? ""}
                name="email"
                type="email"
                defaultValue={lookup?.email ?? ""}
                autoComplete="off"
                required
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" disabled={searching} className={lookup?.error ? "sm:mb-7" : undefined}>
            {searching ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
            {LOOKUP_TEXT.submit}
          </Button>
        </Form>

        {user && (
          <section aria-label={LOOKUP_TEXT.found} className="space-y-3 rounded-lg border p-4" data-testid="lookup-result">
            <p className="font-medium break-all">{user.email}</p>
            <div className="space-y-1">
              <p className="text-sm text-muted-foreground">{LOOKUP_TEXT.userId}</p>
              <div className="flex items-center gap-2">
                <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1 font-mono text-sm break-all select-all" data-testid="lookup-user-id">
                  {user.id}
                </code>
                <Button type="button" variant="outline" size="sm" onClick={() => void copy(user.id)}>
                  {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {LOOKUP_TEXT.copy}
                </Button>
              </div>
            </div>
            <p className="flex items-center gap-2 text-sm">
              <span className="text-muted-foreground">{LOOKUP_TEXT.role}:</span>
              {user.isAdmin ? (
                <Badge variant="green">{LOOKUP_TEXT.admin}</Badge>
              ) : (
                <Badge variant="grey">{LOOKUP_TEXT.notAdmin}</Badge>
              )}
            </p>
            {!user.isAdmin && (
              <GrantAdminDialog
                user={user}
                trigger={
                  <Button type="button">
                    <ShieldCheck aria-hidden="true" />
                    {LOOKUP_TEXT.assign}
                  </Button>
                }
              />
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
