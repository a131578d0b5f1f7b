import { XIcon } from "lucide-react";
import { Link, NavLink } from "react-router";
import { headerButtons, headerLinks, siteChromeCopy } from "~/content/navigation";
import { cn } from "~/lib/utils";
import { buttonVariants } from "~/components/ui/button";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * Hides the menu after a link is followed inside the hydrated site (client
 * navigation keeps the page, so the menu would stay open). Without JavaScript
 * following a link loads a new page and nothing needs doing.
 */
function closeMenu() {
  document.getElementById(MOBILE_MENU_ID)?.hidePopover();
}

/**
 * The phone navigation: an off-canvas panel that is an HTML popover, so it
 * needs no JavaScript. The header's menu button opens it (`popovertarget`,
 * which also tells assistive technology whether it is expanded); Escape, a
 * tap outside or the close button closes it, and focus returns to the menu
 * button. The close button takes focus when it opens.
 */
export function MobileMenu() {
  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={`${MOBILE_MENU_ID}-title`}
      aria-describedby={`${MOBILE_MENU_ID}-description`}
      className="mobile-menu fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-y-auto border-l bg-background p-0 text-foreground shadow-lg backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between gap-2 p-4">
        <h2 id={`${MOBILE_MENU_ID}-title`} className="text-lg font-semibold">
          {siteChromeCopy.menuTitle}
        </h2>
        <p id={`${MOBILE_MENU_ID}-description`} className="sr-only">
          {siteChromeCopy.menuDescription}
        </p>
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          aria-label={siteChromeCopy.closeMenu}
          autoFocus
          className={buttonVariants({ variant: "ghost", size: "icon" })}
        >
          <XIcon aria-hidden="true" />
        </button>
      </div>
      <nav aria-label={siteChromeCopy.mobileNavLabel} className="px-4 pb-6">
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
                onClick={closeMenu}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-2">
          <Link to={headerButtons.workWithUs.to} onClick={closeMenu} className={buttonVariants()}>
            {headerButtons.workWithUs.label}
          </Link>
          <Link to={headerButtons.joinTeam.to} onClick={closeMenu} className={buttonVariants({ variant: "outline" })}>
            {headerButtons.joinTeam.label}
          </Link>
        </div>
      </nav>
    </div>
  );
}
