/**
 * The one card of the sign-in screens (/auth, /auth/forgot, /auth/reset,
 * /auth/invite, /auth/second-factor): a centred card with the screen's
 * heading and line, its form or message inside; the form's submit button
 * (a spinner while posting) and the server's refusal said on the page (a
 * toast needs JavaScript). useAuthForm (use-auth-form.ts) is their form.
 */
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import type { AuthAnswer } from "~/components/auth/use-auth-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

export function AuthCard({
  title,
  description,
  contentClassName,
  children,
}: {
  title: ReactNode;
  /** The line under the heading; left out when undefined. */
  description?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-[80vh] items-center justify-center px-4 pb-16 pt-28">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle>
            <h1 className="text-2xl font-bold">{title}</h1>
          </CardTitle>
          {description !== undefined && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </Card>
    </div>
  );
}

export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy ? (
        <>
          <Loader2 className="animate-spin" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}

/** The server's refusal, said on the page as well as in the toast: without JavaScript there is no toast. */
export function AuthRefusal({ answer }: { answer: AuthAnswer | undefined }) {
  const refusal = answer && !answer.ok && answer.toast?.type === "error" ? answer.toast.description : undefined;
  if (!refusal) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {refusal}
    </p>
  );
}
