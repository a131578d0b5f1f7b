/**
 * The collective's time zone: every date and time the site shows or reads is
 * Nepal's (instants.ts for instants, calendar.ts for calendar days, slots and
 * wall times). A module of its own, in the shell chunk (vite.config.ts), so
 * that neither module loads the other for one string.
 */
export const NEPAL_TIME_ZONE = "Asia/Kathmandu";
