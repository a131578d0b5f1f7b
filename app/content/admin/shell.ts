/** Admin shell and dashboard texts. */
import {
  BookOpen,
  Briefcase,
  History,
  CalendarCheck,
  Image,
  LayoutDashboard,
  Mail,
  Newspaper,
  Send,
  ShieldCheck,
  UserPlus,
  Users,
  type LucideIcon,
} from "lucide-react";

export type AdminNavItem = { label: string; to: string; icon: LucideIcon };

/** The sidebar entries, in the spec's order. */
export const adminNav: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin", icon: LayoutDashboard },
  { label: "Blog Posts", to: "/admin/blogs", icon: BookOpen },
  { label: "Member Applications", to: "/admin/applications", icon: UserPlus },
  { label: "Our Work", to: "/admin/work", icon: Briefcase },
  { label: "Booking Requests", to: "/admin/bookings", icon: CalendarCheck },
  { label: "Team Leader Pictures", to: "/admin/team-leader-pictures", icon: Image },
  { label: "Contact Messages", to: "/admin/contacts", icon: Mail },
  { label: "Subscribers", to: "/admin/subscribers", icon: Newspaper },
  { label: "Emails", to: "/admin/emails", icon: Send },
  { label: "Activity", to: "/admin/activity", icon: History },
  { label: "Staff", to: "/admin/staff", icon: Users },
  { label: "Set Admin User", to: "/admin/set-admin", icon: ShieldCheck },
];

export const adminShellCopy = {
  title: "Admin",
  /** The sidebar's menu (its navigation landmark's name). */
  navLabel: "Admin",
  /** The sidebar's landmark name (the menu inside is the "Admin" navigation). */
  sidebarLabel: "Admin sidebar",
  signOut: "Sign Out",
  /** The signed-in person's own page (/account). */
  account: "Your account",
  viewSite: "View site",
  loading: "Loading...",
} as const;

export const dashboardCopy = {
  metaTitle: "Dashboard | Admin",
  title: "Dashboard",
  cards: {
    blogPosts: "Total Blog Posts",
    applications: "Member Applications",
    messages: "Contact Messages",
  },
  recentActivity: {
    title: "Recent Activity",
    welcome: (email: string) => `Welcome back, ${email}.`,
    description: "Here is what has come in and what staff changed most recently.",
    empty: "Nothing new yet. Bookings, messages and applications will appear here as they arrive, and staff changes as they are made.",
    /** An application's line: its status as a word ("Approved"). */
    status: (label: string) => `Status: ${label}`,
    kinds: { booking: "Booking", message: "Message", application: "Application", change: "Change" },
    /** A change made with nobody signed in (a password reset link). */
    nobody: "Nobody signed in",
  },
} as const;
