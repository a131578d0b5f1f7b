import { Menu } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { headerButtons, headerLinks, siteChromeCopy } from "~/content/navigation";
import { useRootData } from "~/lib/root-data";
import { cn } from "~/lib/utils";
import { Logo } from "./logo";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu";

// The account menu (Radix) loads after the page, for signed-in people only.
const loadUserMenu = () => import("./user-menu");

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-primary",
    isActive ? "text-primary" : "text-foreground",
  );

type UserMenuComponent = Awaited<ReturnType<typeof loadUserMenu>>["default"];

/**
 * The signed-in user's account menu. The server renders a plain avatar
 * button; the menu itself loads after the page, and opens at once if the
 * button was pressed before it arrived.
 */
function AccountMenu({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const [Menu, setMenu] = useState<UserMenuComponent | null>(null);
  const [openRequested, setOpenRequested] = useState(false);
  useEffect(() => {
    let live = true;
    void loadUserMenu().then((module) => live && setMenu(() => module.default));
    return () => {
      live = false;
    };
  }, []);
  if (Menu) return <Menu email={email} isAdmin={isAdmin} defaultOpen={openRequested} />;
  return (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label={siteChromeCopy.accountMenu} onClick={() => setOpenRequested(true)}>
      <span className="flex size-9 items-center justify-center rounded-full bg-secondary text-sm text-secondary-foreground">
        {email.slice(0, 1).toUpperCase()}
      </span>
    </Button>
  );
}

export function Header() {
  const root = useRootData();
  const user = root?.user ?? null;

  return (
    // "site-header" (app.css) turns it opaque after 10 px of scrolling, in CSS.
    <header className="site-header fixed inset-x-0 top-0 z-40 border-b">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label={siteChromeCopy.mainNavLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 md:flex">
            <Button asChild variant="outline" size="sm">
              <Link to={headerButtons.joinTeam.to}>{headerButtons.joinTeam.label}</Link>
            </Button>
            <Button asChild size="sm">
              <Link to={headerButtons.workWithUs.to}>{headerButtons.workWithUs.label}</Link>
            </Button>
          </div>
          {user ? (
            <AccountMenu email={user.email} isAdmin={user.isAdmin} />
          ) : (
            <Button asChild variant="ghost" size="sm">
              <Link to={headerButtons.signIn.to}>{headerButtons.signIn.label}</Link>
            </Button>
          )}

          {/* Opens the popover; the browser reports it expanded or collapsed. */}
          <Button type="button" variant="ghost" size="icon" className="lg:hidden" aria-label={siteChromeCopy.openMenu} popoverTarget={MOBILE_MENU_ID}>
            <Menu aria-hidden="true" />
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
