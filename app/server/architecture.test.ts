/**
 * The layout's rules, read from the source (decision 0042):
 * - a table of db/schema.ts is imported by one module only, its feature's
 *   queries module (`<feature>/queries.server.ts` or `<feature>/*-queries.server.ts`)
 *   or the kernel mechanism that keeps it; every other module calls that
 *   module's functions;
 * - server code imports nothing from app/components or app/routes;
 * - app/models imports nothing from app/content (content may read models);
 * - app/config imports nothing from app/server.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCHEMA = "app/server/db/schema.ts";

/**
 * Files that may import tables without being their owner, and why. Test files
 * (*.test.ts) may too: a test proves what a write stored by reading the row,
 * and sets up rows a feature's functions would not write.
 */
const TABLE_EXCEPTIONS: Record<string, string> = {
  "app/server/db/": "the database's own modules: the schema, the client, migrations, the demo seed and the bulk seed",
  "app/server/testing/": "test helpers that make and empty databases",
  "tests/": "browser and process tests inspect stored rows, like unit tests",
  "scripts/bench.ts": "the benchmark fills a database with bulk rows before it measures",
};

/**
 * Who keeps each table: a feature folder (whose queries module imports it) or a
 * kernel mechanism (one mechanism, one table). A new table gets a line here.
 */
const OWNERS: Record<string, string[]> = {
  "app/server/identity/": [
    "users",
    "userRoles",
    "sessions",
    "passwordResetTokens",
    "recoveryCodes",
    "passkeys",
    "pendingSignIns",
    "staffInvitations",
  ],
  "app/server/activity/": ["activityLog"],
  "app/server/blog/": ["blogPosts", "blogPostRevisions", "postPreviewLinks"],
  "app/server/work/": ["featuredProjects", "caseStudies", "testimonials", "clientLogos"],
  "app/server/team/": ["teamLeaderPictures"],
  "app/server/bookings/": ["bookings"],
  "app/server/inbox/": ["contactMessages", "contactReplies", "membershipApplications"],
  "app/server/newsletter/": ["newsletterSubscribers"],
  "app/server/mail/": ["outboxMessages", "outboxSecrets"],
  "app/server/kernel/rate-limit.server.ts": ["rateLimits"],
  "app/server/kernel/slugs.server.ts": ["slugRedirects"],
  // Read and written with SQL of its own (the key is made by the first process to start).
  "app/server/kernel/form-stamp.server.ts": ["serverSecrets"],
};
const ownerOf = (table: string) => Object.entries(OWNERS).find(([, tables]) => tables.includes(table))?.[0];

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "migrations" ? [] : walk(rel);
    return /\.(ts|tsx)$/.test(entry.name) ? [rel] : [];
  });
}

const FILES = ["app", "scripts", "tests"].flatMap(walk);
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.endsWith(".spec.ts");

type Import = { names: string[]; target: string };

/** Our modules a file imports (static, re-exported or dynamic), as repo paths without extension. */
function importsOf(file: string): Import[] {
  return importsIn(fs.readFileSync(path.join(ROOT, file), "utf8"), file);
}

function importsIn(source: string, file: string): Import[] {
  const found: Import[] = [];
  const pattern = /(?:import|export)\s+(?:type\s+)?([^"';]*?)\s*from\s*"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    const spec = match[2] ?? match[3]!;
    let target: string;
    if (spec.startsWith("~/")) target = `app/${spec.slice(2)}`;
    else if (spec.startsWith(".")) target = path.posix.join(path.posix.dirname(file), spec);
    else continue;
    const names = [...(match[1] ?? "").matchAll(/([A-Za-z_$][\w$]*)(?:\s+as\s+[\w$]+)?/g)]
      .map((m) => m[1]!)
      .filter((name) => name !== "type" && name !== "as");
    found.push({ names, target: target.replace(/\.(ts|tsx)$/, "") });
  }
  return found;
}

const TABLES = new Set(
  [...fs.readFileSync(path.join(ROOT, SCHEMA), "utf8").matchAll(/^export const (\w+) = pgTable\(/gm)].map((m) => m[1]!),
);

const isQueriesModule = (file: string) => /^app\/server\/[a-z-]+\/(?:[a-z-]+-)?queries\.server\.ts$/.test(file);
const isException = (file: string) => Object.keys(TABLE_EXCEPTIONS).some((prefix) => file.startsWith(prefix));

/** Every table import outside tests and the exceptions: table -> the files importing it. */
function tableImporters(): Map<string, string[]> {
  const byTable = new Map<string, string[]>();
  for (const file of FILES) {
    if (isTest(file) || isException(file) || file === SCHEMA) continue;
    for (const { names, target } of importsOf(file)) {
      if (target !== SCHEMA.replace(/\.ts$/, "")) continue;
      for (const name of names.filter((n) => TABLES.has(n))) byTable.set(name, [...(byTable.get(name) ?? []), file]);
    }
  }
  return byTable;
}

describe("the layout", () => {
  it("finds the source and the tables it checks", () => {
    expect(TABLES.size).toBeGreaterThan(20);
    expect(TABLES.has("bookings")).toBe(true);
    expect(FILES).toContain("app/server/bookings/queries.server.ts");
    expect(importsOf("app/server/bookings/queries.server.ts").some((i) => i.target === "app/server/db/schema")).toBe(true);
  });

  it("gives every table an owner", () => {
    expect([...TABLES].filter((table) => !ownerOf(table))).toEqual([]);
  });

  it("imports each table in one module only: its feature's queries module, or the kernel mechanism that keeps it", () => {
    const wrong: string[] = [];
    for (const [table, files] of tableImporters()) {
      const owner = ownerOf(table) ?? "(no owner)";
      for (const file of new Set(files)) {
        const allowed = owner.endsWith("/") ? file.startsWith(owner) && isQueriesModule(file) : file === owner;
        if (!allowed) wrong.push(`${file} imports ${table} (kept by ${owner})`);
      }
      if (new Set(files).size > 1) wrong.push(`${table} is imported by ${[...new Set(files)].join(", ")}`);
    }
    expect(wrong).toEqual([]);
  });

  it("server code imports nothing from components or routes", () => {
    const wrong = FILES.filter((file) => file.startsWith("app/server/") && !isTest(file)).flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => target.startsWith("app/components/") || target.startsWith("app/routes/"))
        .map(({ target }) => `${file} -> ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it("models import nothing from content, and config nothing from server", () => {
    const wrong = FILES.filter((file) => !isTest(file)).flatMap((file) =>
      importsOf(file)
        .filter(
          ({ target }) =>
            (file.startsWith("app/models/") && target.startsWith("app/content/")) ||
            (file.startsWith("app/config/") && target.startsWith("app/server/")),
        )
        .map(({ target }) => `${file} -> ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it("reads every form of import", () => {
    // A rule over imports the reader cannot see would pass for nothing.
    const source = [
      'import { a, type B } from "./one";',
      'import type {\n  C,\n  D as E,\n} from "~/two";',
      'export { F } from "../three.ts";',
      'const g = await import("./four");',
      'import h from "node:fs";',
    ].join("\n");
    expect(importsIn(source, "app/server/x/y.ts")).toEqual([
      { names: ["a", "B"], target: "app/server/x/one" },
      { names: ["C", "D"], target: "app/two" },
      { names: ["F"], target: "app/server/three" },
      { names: [], target: "app/server/x/four" },
    ]);
  });
});
