import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { useSiteSettings } from "~/lib/root-data";

/** The brand mark and name, linking home. */
export function Logo({ className }: { className?: string }) {
  const site = useSiteSettings();
  return (
    <Link to="/" className={cn("flex items-center gap-2 font-display text-lg font-bold", className)}>
      {/* Low priority: otherwise React preloads it ahead of the stylesheet (decision 10). */}
      <img src="/favicon.svg" alt="" width={32} height={32} fetchPriority="low" className="size-8" />
      <span>
        <span className="sm:hidden">{site.shortName}</span>
        <span className="hidden sm:inline">{site.brandName}</span>
      </span>
    </Link>
  );
}
