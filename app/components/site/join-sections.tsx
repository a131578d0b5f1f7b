/** The Join page's sections around its form (routes/public/join.tsx assembles them). */
import { CheckCircle2, PartyPopper } from "lucide-react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { MEMBERSHIP_TEXT, joinHero, joinSuccess, joinValues } from "~/content/join";
import { ResponsiveImage } from "~/components/site/responsive-image";

export const FORM_ANCHOR = "apply";

export function Hero() {
  return (
    <section aria-labelledby="join-heading" className="relative isolate overflow-hidden pb-16 pt-32 sm:pb-20 sm:pt-40">
      <ResponsiveImage
        src={joinHero.image.src}
        alt={joinHero.image.alt}
        width={1600}
        height={1000}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-background/90 via-background/85 to-background" aria-hidden="true" />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <Badge variant="outline-primary" size="lg" className="mb-6 border-primary/40 bg-background/80">
          {joinHero.badge}
        </Badge>
        <h1 id="join-heading" className="text-4xl font-extrabold leading-tight sm:text-6xl">
          {joinHero.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-foreground/80 sm:text-xl">{joinHero.intro}</p>
        <Button asChild size="lg" className="mt-10">
          <a href={`#${FORM_ANCHOR}`}>{MEMBERSHIP_TEXT.heading}</a>
        </Button>
      </div>
    </section>
  );
}

export function Values() {
  return (
    <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <h2 id="values-heading" className="text-3xl font-bold sm:text-4xl">
            {joinValues.heading}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-muted-foreground">
            {joinValues.paragraphs.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
        </div>
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h3 className="text-xl font-semibold">{joinValues.lookingForHeading}</h3>
          <ul className="mt-5 space-y-4">
            {joinValues.lookingFor.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function Submitted() {
  return (
    <section aria-labelledby="submitted-heading" className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-32">
      <div className="max-w-xl rounded-2xl border bg-card p-8 text-center shadow-lg sm:p-12">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
          <PartyPopper className="size-8" aria-hidden="true" />
        </span>
        <h1 id="submitted-heading" className="mt-6 text-3xl font-bold sm:text-4xl">
          {joinSuccess.heading}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{joinSuccess.text}</p>
        {/* A plain GET back to /join: an empty form again, with or without JavaScript. */}
        <Form method="get" action="/join" className="mt-8">
          <Button type="submit" size="lg">
            {joinSuccess.resetLabel}
          </Button>
        </Form>
      </div>
    </section>
  );
}
