/**
 * What staff are told when the database fails them. Its own words (which name
 * tables, constraints, bytes of the request) go to the server log, never to
 * the page (db/errors.server.ts `errorMessageOf`).
 */
export const DATABASE_ERROR_TEXT = {
  failed: "The database could not do this just now. The details are in the server log.",
  refusedValues: "The database refused these values. The details are in the server log.",
} as const;
