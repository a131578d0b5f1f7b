/** The newsletter's confirm and unsubscribe pages: a heading, a sentence, an optional form and ways on. */
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NEWSLETTER_PAGES_TEXT as T } from "~/content/newsletter";

export function NewsletterPage({
  title,
  text,
  state,
  children,
}: {
  title: string;
  text: string;
  state: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 pb-20 pt-32 text-center sm:px-6" data-state={state}>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
      </header>
      {children}
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant={children ? "outline" : "default"}>
          <Link to="/blog">{T.toBlog}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{T.backHome}</Link>
        </Button>
      </div>
    </div>
  );
}
