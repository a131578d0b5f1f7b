/**
 * The collective's time zone: every date and time the site shows or reads is
 * Nepal's (lib/time/instants.ts for instants, lib/time/calendar.ts for calendar days and
 * slots). A module of its own, in the shell chunk (vite.config.ts), so that
 * neither date module loads the other for one string.
 */
export const NEPAL_TIME_ZONE = "Asia/Kathmandu";
