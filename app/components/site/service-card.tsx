import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { ResponsiveImage } from "./responsive-image";

export type ServiceCardProps = {
  title: string;
  description: string;
  icon: LucideIcon;
  image: { src: string; alt: string };
  /** Where "Learn more" goes, e.g. /services#marketing. */
  to: string;
  linkLabel?: string;
};

/** The reusable service card of the spec: title, description, icon, image and a "Learn more" link. */
export function ServiceCard({ title, description, icon: Icon, image, to, linkLabel = "Learn more" }: ServiceCardProps) {
  return (
    <Card spacing="flush" className="group h-full overflow-hidden transition-shadow hover:shadow-lg">
      <div className="relative aspect-[16/10] overflow-hidden bg-muted">
        <ResponsiveImage
          src={image.src}
          alt={image.alt}
          width={1600}
          height={1000}
          sizes="(min-width: 768px) 33vw, 100vw"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <span className="absolute left-4 top-4 flex size-11 items-center justify-center rounded-full bg-background/95 text-primary shadow">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-xl font-semibold">{title}</h3>
        <p className="flex-1 text-muted-foreground">{description}</p>
        <Link
          to={to}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {/* The visible label is the spec's; the hidden rest makes the link's text say where it goes. */}
          <span>
            {linkLabel}
            <span className="sr-only"> about {title}</span>
          </span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}
