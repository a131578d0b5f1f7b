/**
 * The call-to-action band that closes a page (Home, Services, Our Work): a
 * heading, a sentence and one or two links, on the brand colour. Its words
 * are a CallToActionBlock in the page's content module. `boxed`: a rounded
 * box inside the page's width (Services) instead of a full-width band.
 */
import { Link } from "react-router";
import { SectionHeading } from "~/components/site/section-heading";
import { Button } from "~/components/ui/button";
import type { CallToActionBlock } from "~/content/common";

export function CallToActionBand({ id, cta, boxed = false }: { id: string; cta: CallToActionBlock; boxed?: boolean }) {
  const links = (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Button asChild size="lg" variant="secondary">
        <Link to={cta.primary.to}>{cta.primary.label}</Link>
      </Button>
      {cta.secondary && (
        <Button
          asChild
          size="lg"
          variant="outline"
          className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary"
        >
          <Link to={cta.secondary.to}>{cta.secondary.label}</Link>
        </Button>
      )}
    </div>
  );
  if (boxed) {
    return (
      <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12">
          <SectionHeading id={id} heading={cta.heading} spaced={false} className="[&_h2]:text-primary-foreground" />
          <p className="mx-auto mt-4 max-w-2xl text-lg opacity-95">{cta.text}</p>
          {links}
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className="bg-primary py-20 text-primary-foreground">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id={id} className="text-3xl font-bold sm:text-4xl">
          {cta.heading}
        </h2>
        <p className="mt-4 text-lg opacity-95">{cta.text}</p>
        {links}
      </div>
    </section>
  );
}
