/**
 * Every address under /admin in the route table, with a sample id for each
 * parameter, and its data-request twin: what an attacker can post to.
 * (The browser test tests/e2e/admin-guard.spec.ts walks the same table.)
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

export const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";

function adminPaths(entries: RouteConfigEntry[], parent = ""): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    if (path.startsWith("/admin") && (entry.index || entry.path !== undefined)) {
      paths.push(path.replace(/:[A-Za-z]+\??/g, SAMPLE_ID).replace(/\/\*$/, "/x"));
    }
    if (entry.children) paths.push(...adminPaths(entry.children, path));
  }
  return [...new Set(paths)];
}

/** Each admin page address and the address of its data request. */
export function adminAddresses(): string[] {
  return adminPaths(routes as RouteConfigEntry[]).flatMap((path) => [path, `${path}.data`]);
}
