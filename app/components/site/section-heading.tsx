import { cn } from "~/lib/utils";

/** The eyebrow + heading + intro that opens a page section. */
export function SectionHeading({
  eyebrow,
  heading,
  intro,
  id,
  align = "center",
  spaced = true,
  className,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  id?: string;
  align?: "center" | "left";
  /** false: no space below (the heading is the band's last element). */
  spaced?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", spaced && "mb-12", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-bold sm:text-4xl">
        {heading}
      </h2>
      {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
    </div>
  );
}
