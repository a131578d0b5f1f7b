import { LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { Link, useSubmit } from "react-router";
import { Avatar, AvatarFallback } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { headerButtons, siteChromeCopy } from "~/content/navigation";
import { ACCOUNT_TEXT } from "~/content/account";

/** The signed-in user's avatar menu: email, Admin Dashboard (admins only), Your account, Log out. */
export default function UserMenu({
  email,
  isAdmin,
  defaultOpen = false,
}: {
  email: string;
  isAdmin: boolean;
  defaultOpen?: boolean;
}) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={siteChromeCopy.accountMenu}>
          <Avatar className="size-9">
            <AvatarFallback className="bg-secondary text-secondary-foreground">
              {email.slice(0, 1).toUpperCase()}
            </AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="truncate font-normal" title={email}>
          {email}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {isAdmin && (
          <DropdownMenuItem asChild>
            <Link to={headerButtons.adminDashboard.to}>
              <LayoutDashboard aria-hidden="true" />
              {headerButtons.adminDashboard.label}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound aria-hidden="true" />
            {ACCOUNT_TEXT.menuLink}
          </Link>
        </DropdownMenuItem>
        <SignOutMenuItem />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function SignOutMenuItem() {
  const submit = useSubmit();
  // The menu unmounts as soon as an item is chosen, taking any <form> inside
  // it along, so the sign-out is submitted from here instead.
  return (
    <DropdownMenuItem onSelect={() => void submit(null, { method: "post", action: "/auth/sign-out" })}>
      <LogOut aria-hidden="true" />
      {headerButtons.logOut}
    </DropdownMenuItem>
  );
}
