import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { headerButtons, headerLinks, siteChromeCopy } from "~/content/navigation";
import { cn } from "~/lib/utils";

export const MOBILE_MENU_ID = "mobile-menu";

/** The phone navigation, in an off-canvas sheet. Loaded when first opened. */
export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-72" id={MOBILE_MENU_ID}>
        <SheetHeader>
          <SheetTitle>{siteChromeCopy.menuTitle}</SheetTitle>
          <SheetDescription className="sr-only">{siteChromeCopy.menuDescription}</SheetDescription>
        </SheetHeader>
        <nav aria-label={siteChromeCopy.mobileNavLabel} className="px-4">
          <ul className="flex flex-col gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-md px-3 py-2 text-base font-medium transition-colors hover:text-primary",
                      isActive ? "text-primary" : "text-foreground",
                    )
                  }
                  onClick={close}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-2">
            <Button asChild>
              <Link to={headerButtons.workWithUs.to} onClick={close}>
                {headerButtons.workWithUs.label}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={headerButtons.joinTeam.to} onClick={close}>
                {headerButtons.joinTeam.label}
              </Link>
            </Button>
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
