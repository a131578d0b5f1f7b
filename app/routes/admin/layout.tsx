import { ExternalLink, Loader2, LogOut, UserRound } from "lucide-react";
import { Form, Link, NavLink, Outlet, useLocation, useNavigation } from "react-router";
import { Separator } from "~/components/ui/separator";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarRail,
  SidebarTrigger,
  useSidebar,
} from "~/components/ui/sidebar";
import { useConfirmDialogToasts } from "~/components/admin/confirm-dialog";
import { adminNav, adminShellCopy } from "~/content/admin/shell";
import { parse as parseCookies } from "cookie";
import { requireAdmin } from "~/server/identity/auth.server";
import type { Route } from "./+types/layout";

/**
 * The guard for everything under /admin, on the server, for document loads,
 * data requests and actions alike: no session goes to /auth, a signed-in
 * non-admin to / (to /auth from Set Admin User, as the spec says). Each admin
 * loader and action also calls requireAdmin itself.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => {
    const nonAdminRedirect = new URL(request.url).pathname.startsWith("/admin/set-admin") ? "/auth" : "/";
    requireAdmin(context, { nonAdminRedirect });
  },
];

export const meta: Route.MetaFunction = () => [
  { title: adminShellCopy.title },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ context, request }: Route.LoaderArgs) {
  const user = requireAdmin(context);
  const sidebarState = parseCookies(request.headers.get("cookie") ?? "").sidebar_state;
  return { email: user.email, sidebarOpen: sidebarState !== "false" };
}

function isActive(pathname: string, to: string) {
  return to === "/admin" ? pathname === "/admin" || pathname === "/admin/" : pathname.startsWith(to);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useConfirmDialogToasts();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  const shown = useLocation();
  // One spelling on the server and in the browser ("@" arrives as "%40" on the server).
  const shownSearch = new URLSearchParams(shown.search).toString();

  return (
    <SidebarProvider defaultOpen={loaderData.sidebarOpen}>
      <AdminSidebar />
      {/* The address the screen shows. The browser's address changes before React
          renders the new screen (router updates are transitions), so this is how a
          test tells that the screen has caught up with it. */}
      <SidebarInset data-location={shown.pathname + (shownSearch ? `?${shownSearch}` : "")}>
        <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b bg-background px-4">
          <SidebarTrigger />
          <Separator orientation="vertical" className="mx-1 h-5" />
          <span className="truncate text-sm text-muted-foreground">{loaderData.email}</span>
          <Link
            to="/"
            className="ml-auto inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            {adminShellCopy.viewSite}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
          {loading && (
            <Loader2 className="size-4 animate-spin text-muted-foreground" role="status" aria-label={adminShellCopy.loading} />
          )}
        </header>
        <div id="main" className="flex-1 p-4 md:p-6">
          <Outlet />
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}

function AdminSidebar() {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  // On mobile the sidebar is an off-canvas sheet: close it once a link is followed.
  const close = () => setOpenMobile(false);
  return (
      <Sidebar collapsible="icon" role="complementary" aria-label={adminShellCopy.sidebarLabel}>
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton asChild size="lg" tooltip={adminShellCopy.viewSite}>
                <Link to="/">
                  <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
                  <span className="font-display text-base font-bold">{adminShellCopy.title}</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupContent>
              <nav aria-label={adminShellCopy.navLabel}>
                <SidebarMenu>
                  {adminNav.map(({ label, to, icon: Icon }) => (
                    <SidebarMenuItem key={to}>
                      <SidebarMenuButton asChild isActive={isActive(pathname, to)} tooltip={label}>
                        <NavLink to={to} end={to === "/admin"} onClick={close}>
                          <Icon aria-hidden="true" />
                          <span>{label}</span>
                        </NavLink>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  ))}
                </SidebarMenu>
              </nav>
            </SidebarGroupContent>
          </SidebarGroup>
        </SidebarContent>
        <SidebarFooter>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton asChild tooltip={adminShellCopy.account}>
                <Link to="/account">
                  <UserRound aria-hidden="true" />
                  <span>{adminShellCopy.account}</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
            <SidebarMenuItem>
              <Form method="post" action="/auth/sign-out">
                <SidebarMenuButton type="submit" tooltip={adminShellCopy.signOut}>
                  <LogOut aria-hidden="true" />
                  <span>{adminShellCopy.signOut}</span>
                </SidebarMenuButton>
              </Form>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarFooter>
        <SidebarRail />
      </Sidebar>
  );
}
