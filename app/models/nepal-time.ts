/** The collective's calendar: Nepal time. Free of zod (used by public pages). */
export const NEPAL_TIME_ZONE = "Asia/Kathmandu";
