import { Link } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";

/** What a one-time link (password reset, staff invitation) shows once it can no longer be used. */
export function BrokenLinkCard({ title, description, to, label }: { title: string; description: string; to: string; label: string }) {
  return (
    <AuthCard title={title} description={description} contentClassName="text-center">
      <Button asChild>
        <Link to={to}>{label}</Link>
      </Button>
    </AuthCard>
  );
}
