/**
 * Kept only because admin modules still import the time zone from here;
 * everything else imports it from app/lib/dates.ts, where every date helper
 * lives. Delete this file once the admin imports point there.
 */
export { NEPAL_TIME_ZONE } from "~/lib/dates";
