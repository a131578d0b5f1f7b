import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** What a one-time link (password reset, staff invitation) shows once it can no longer be used. */
export function BrokenLinkCard({ title, description, to, label }: { title: string; description: string; to: string; label: string }) {
  return (
    <>
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-2xl font-bold">{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="text-center">
        <Button asChild>
          <Link to={to}>{label}</Link>
        </Button>
      </CardContent>
    </>
  );
}
