/**
 * npm run bench
 *
 * Builds the site, starts the production server on a fresh database (demo
 * content plus 10,000 bookings, messages and applications and 1,000 posts),
 * loads every public page with autocannon next to a static file of the same
 * size served by the same server, times the admin lists, samples the server's
 * memory, and measures the JavaScript each public page sends: none on a
 * content page (no script file, no preload, no hydration data, at most 2 KB
 * inline; decision 0028), at most 150 KB gzipped on a page with a form or
 * live search. Prints a table, writes bench-results/latest.json, and exits
 * non-zero when a target is missed.
 *
 * `npm run bench -- --scripts-only` measures the JavaScript alone (demo
 * content only, no load tests), prints it, and exits non-zero on a miss.
 * With BENCH_LIST_FILES=1 it also prints each page's script files and their
 * gzipped sizes.
 *
 * Runs on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at
 * a server (a database is created for the run and dropped after), otherwise on
 * the embedded database, whose memory is reported but not judged (PGlite
 * itself holds ~0.5 GB; the memory target is for PostgreSQL).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { desc, eq } from "drizzle-orm";
import pg from "pg";
import { chromium, type Browser } from "playwright-core";
import { slugPath } from "~/models/slug";
import { seedBulkData } from "~/server/db/bulk-seed.server";
import { db } from "~/server/db/client.server";
import { blogPosts, caseStudies, featuredProjects } from "~/server/db/schema";
import { prepareDatabase, stopApp } from "~/server/site/lifecycle.server";
import { projectRoot } from "~/server/kernel/project-root.server";
import { createUser } from "~/server/identity/users.server";
import { CONTENT_PAGE_TARGETS, FORM_PAGE_JS_KB, contentPageMisses, htmlScripts, watchScripts } from "./page-scripts";
import { SERVER_ENV, serverArgs } from "./server-command";

const TARGETS = {
  ratioToStatic: 0.5,
  pageP99Ms: 50,
  adminP95Ms: 100,
  memoryMb: 300,
  contentScriptFileBytes: CONTENT_PAGE_TARGETS.scriptFileBytes,
  contentInlineScriptBytes: CONTENT_PAGE_TARGETS.inlineScriptBytes,
  formPageJsKbGzip: FORM_PAGE_JS_KB,
};
const SCRIPTS_ONLY = process.argv.includes("--scripts-only");
const CONNECTIONS = 50;
// Staff lists are used by a team of eleven: two requests at once is a busy
// moment for them. (On 2 cores each extra concurrent request adds a render's
// worth of latency; the public pages are the ones that take bursts.)
const ADMIN_CONCURRENCY = 2;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
// Each page and its static twin get a short burst at full concurrency before
// they are measured, not counted: the targets are about a server that has
// been running, and the first page measured used to pay for the JIT and the
// caches of the whole serving path (Home's p99 was ~2x the other pages').
const WARM_UP_S = 1;
const BULK = { bookings: 10_000, messages: 10_000, applications: 10_000, posts: 1_000 };
const ADMIN = { email: "bench-admin@example.com", password: "bench-password-123" };

const root = projectRoot();
const buildDir = process.env.BUILD_DIR ?? "build-bench";
const clientDir = path.join(root, buildDir, "client");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Database = { env: Record<string, string>; label: string; isPostgres: boolean; cleanup(): Promise<void> };

async function freshDatabase(): Promise<Database> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
    return {
      env: { DATA_DIR: dir },
      label: "embedded PGlite",
      isPostgres: false,
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    label: "PostgreSQL",
    isPostgres: true,
    async cleanup() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function prepare(database: Database) {
  const options = database.isPostgres
    ? ({ kind: "postgres", url: database.env.DATABASE_URL! } as const)
    : ({ kind: "pglite", dataDir: database.env.DATA_DIR! } as const);
  await prepareDatabase(options, { seed: true });
  if (!SCRIPTS_ONLY) await seedBulkData(db(), BULK);
  await createUser({ ...ADMIN, admin: true });
  const [post] = await db().select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.published, true)).orderBy(desc(blogPosts.createdAt)).limit(1);
  const [project] = await db().select({ slug: featuredProjects.slug }).from(featuredProjects).limit(1);
  const [study] = await db().select({ slug: caseStudies.slug }).from(caseStudies).limit(1);
  await stopApp();
  // The pages' own addresses (slugs): an id address is a redirect.
  return { postPath: slugPath.blog(post!.slug), projectPath: slugPath.project(project!.slug), caseStudyPath: slugPath["case-study"](study!.slug) };
}

function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, ...env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", SECURE_COOKIES: "false", SEED_DEMO: "false", BUILD_DIR: buildDir, RATE_LIMIT_MULTIPLIER: "1000",
      // The bench times the admin lists, not sign-in: its admin has no second factor.
      REQUIRE_ADMIN_2FA: "false" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error("server exited"));
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return resolve(child);
      } catch {
        // not yet
      }
      if (Date.now() > deadline) return reject(new Error("server did not start"));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

/** Peak resident memory of a process, sampled from /proc. */
function sampleMemory(pid: number) {
  let peak = 0;
  const read = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // process gone
    }
  };
  read();
  const timer = setInterval(read, 100);
  return { stop: () => (clearInterval(timer), read(), peak), peak: () => peak };
}

async function load(url: string, headers: Record<string, string> = {}, connections = CONNECTIONS, duration = DURATION_S) {
  // Ask for compressed responses as every browser does, so compression is
  // part of what is measured (for the page and its static twin alike).
  const result = await autocannon({ url, connections, duration, headers: { "Accept-Encoding": "gzip, deflate, br", ...headers } });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Exact latency percentiles of `total` GETs made by `concurrency` workers. */
async function timeRequests(url: string, headers: Record<string, string>, total: number, concurrency: number) {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next++ < total) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  return { p50: at(50), p95: at(95), p99: at(99), errors };
}

/**
 * Gzipped bytes of the JavaScript a visitor's browser loads for a page: every
 * script file Chromium requests until none has been asked for in 2 s (the preloaded
 * modules and what the page loads by itself after hydrating, such as the
 * toaster), each gzipped as it is served, plus the page's inline scripts.
 * Code that loads only on a click (the account menu) is not counted. Also
 * the script files' bytes alone and the inline scripts' raw bytes, which a
 * content page must keep at 0 and at most 2 KB.
 */
async function javascriptBytes(browser: Browser, url: string, html: string) {
  const page = await browser.newPage();
  const { files, settled } = watchScripts(page);
  // First visits make the page's image variants, which takes a few seconds on a busy machine.
  await page.goto(url, { waitUntil: "load", timeout: 90_000 });
  await settled();
  await page.close();
  let fileBytes = 0;
  for (const file of files) {
    const gzipped = gzipSync(fs.readFileSync(path.join(clientDir, file))).length;
    fileBytes += gzipped;
    // BENCH_LIST_FILES=1: which files make up a page's total (to find what to cut).
    if (process.env.BENCH_LIST_FILES) console.log(`${new URL(url).pathname} ${file} ${(gzipped / 1024).toFixed(1)} KB`);
  }
  const inHtml = htmlScripts(html);
  let total = fileBytes;
  for (const script of inHtml.inlineScripts) total += gzipSync(script.body).length;
  return { bytes: total, files: files.size, fileBytes, inlineBytes: inHtml.inlineScriptBytes, html: inHtml };
}

type PageKind = "content" | "form";
type Measured = Awaited<ReturnType<typeof javascriptBytes>>;

/** The script targets a page misses: none at all on a content page, 150 KB on a form page. */
function scriptMisses(kind: PageKind, measured: Measured): string[] {
  if (kind === "content") return contentPageMisses(measured.html, measured.fileBytes, measured.files);
  return measured.bytes / 1024 > FORM_PAGE_JS_KB ? [`JS ${(measured.bytes / 1024).toFixed(1)} KB > ${FORM_PAGE_JS_KB}`] : [];
}

function staticTwin(name: string, size: number) {
  const dir = path.join(clientDir, "bench-static");
  fs.mkdirSync(dir, { recursive: true });
  const words = "kathmandu collective youth eleven purpose stories momo valley prayer flags ";
  fs.writeFileSync(path.join(dir, `${name}.html`), words.repeat(Math.ceil(size / words.length)).slice(0, size));
  return `/bench-static/${name}.html`;
}

async function main() {
  if (!process.argv.includes("--no-build")) {
    console.log(`Building into ${buildDir}...`);
    const build = spawnSync("npx", ["react-router", "build"], { cwd: root, env: { ...process.env, BUILD_DIR: buildDir }, stdio: "inherit" });
    if (build.status !== 0) process.exit(1);
  }
  const database = await freshDatabase();
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    console.log(
      SCRIPTS_ONLY
        ? `Preparing a fresh database (${database.label}) with the demo content...`
        : `Preparing a fresh database (${database.label}) with demo content and ${BULK.bookings} bookings, messages and applications...`,
    );
    const ids = await prepare(database);
    const port = await freePort();
    server = await startServer(database.env, port);
    const memory = sampleMemory(server.pid!);
    const base = `http://127.0.0.1:${port}`;

    // Content pages send no JavaScript; form pages hydrate (decision 0028).
    const pages: [string, string, PageKind][] = [
      ["Home", "/", "content"],
      ["Services", "/services", "content"],
      ["Blog", "/blog", "form"],
      ["Blog post", ids.postPath, "content"],
      ["Our Work", "/references", "content"],
      ["All projects", "/work/projects", "content"],
      ["Project", ids.projectPath, "content"],
      ["Case study", ids.caseStudyPath, "content"],
      ["Work With Us", "/hire", "form"],
      ["Contact", "/contact", "form"],
      ["Join", "/join", "form"],
      ["Team leader", "/team-leader", "content"],
      ["Privacy Policy", "/privacy-policy", "content"],
      ["Terms of Service", "/terms-of-service", "content"],
    ];
    // Measured for their scripts only (the same page as /references, and the 404 page).
    const scriptOnlyPages: [string, string, PageKind][] = [
      ["Our Work (/work)", "/work", "content"],
      ["Our Work (/our-work)", "/our-work", "content"],
      ["Sign in", "/auth", "form"],
      ["404", "/no-such-page", "content"],
    ];

    const rows: Record<string, unknown>[] = [];
    let failed = false;
    const miss = (what: string) => {
      failed = true;
      return `MISSED: ${what}`;
    };

    // What each page makes a browser load, measured first: the browser is
    // closed before any load test, so it takes no CPU from them.
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
    const scripts = new Map<string, Measured>();
    const scriptRows: Record<string, unknown>[] = [];
    for (const [name, pathname, kind] of [...pages, ...scriptOnlyPages]) {
      const html = await (await fetch(base + pathname)).text();
      const measured = await javascriptBytes(browser, base + pathname, html);
      scripts.set(pathname, measured);
      const notes = scriptMisses(kind, measured).map(miss);
      scriptRows.push({
        page: name,
        kind,
        scriptFiles: measured.files,
        scriptFileKbGzip: Number((measured.fileBytes / 1024).toFixed(1)),
        modulePreloads: measured.html.modulePreloads.length,
        hydrationData: measured.html.hydrationData,
        inlineScriptBytes: measured.inlineBytes,
        jsKbGzip: Number((measured.bytes / 1024).toFixed(1)),
        result: notes.length ? notes.join("; ") : "ok",
      });
    }
    await browser.close();
    browser = undefined;
    console.log("\nJavaScript per page (content pages: 0 B of script files, at most 2 KB inline; form pages: at most 150 KB gzipped):\n");
    console.table(scriptRows);
    if (SCRIPTS_ONLY) {
      memory.stop();
      console.log(failed ? "Some script targets were MISSED." : "All script targets met.");
      process.exitCode = failed ? 1 : 0;
      return;
    }

    for (const [name, pathname] of pages) {
      const response = await fetch(base + pathname);
      const html = await response.text();
      if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
      const size = Buffer.byteLength(html);
      const staticPath = staticTwin(name.replace(/\W+/g, "-").toLowerCase(), size);
      await load(base + pathname, {}, CONNECTIONS, WARM_UP_S);
      const page = await load(base + pathname);
      await load(base + staticPath, {}, CONNECTIONS, WARM_UP_S);
      const twin = await load(base + staticPath);
      const script = scripts.get(pathname)!;
      const js = script.bytes;
      const ratio = page.rps / twin.rps;
      const notes = [
        ratio < TARGETS.ratioToStatic ? miss(`throughput ratio ${ratio.toFixed(2)} < ${TARGETS.ratioToStatic}`) : "",
        page.p99 >= TARGETS.pageP99Ms ? miss(`p99 ${page.p99} ms >= ${TARGETS.pageP99Ms}`) : "",
        page.errors > 0 ? miss(`${page.errors} errors`) : "",
      ].filter(Boolean);
      rows.push({
        target: `${name} (${pathname.length > 24 ? `${pathname.slice(0, 22)}…` : pathname})`,
        kind: "public page",
        bytes: size,
        rps: Math.round(page.rps),
        p50: page.p50,
        p99: page.p99,
        errors: page.errors,
        staticRps: Math.round(twin.rps),
        ratio: Number(ratio.toFixed(2)),
        jsKb: Number((js / 1024).toFixed(1)),
        jsFiles: script.files,
        peakMbSoFar: Math.round(memory.peak()),
        result: notes.length ? notes.join("; ") : "ok",
      });
      console.log(`  ${name}: ${Math.round(page.rps)} req/s (static twin ${Math.round(twin.rps)}), p99 ${page.p99} ms`);
    }

    // Admin lists: signed in, never cached, on 10,000 rows.
    const signIn = await fetch(`${base}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams(ADMIN).toString(),
    });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    if (!cookie) throw new Error("could not sign in as the bench admin");
    for (const [name, pathname] of [
      ["Admin bookings", "/admin/bookings"],
      ["Admin bookings, page 200, search", "/admin/bookings?page=200&q=bulk"],
      ["Admin messages", "/admin/contacts"],
      ["Admin applications", "/admin/applications"],
      ["Admin blog posts", "/admin/blogs"],
    ] as const) {
      const timing = await timeRequests(base + pathname, { cookie }, 200, ADMIN_CONCURRENCY);
      const notes = [
        timing.p95 >= TARGETS.adminP95Ms ? miss(`p95 ${timing.p95.toFixed(1)} ms >= ${TARGETS.adminP95Ms}`) : "",
        timing.errors > 0 ? miss(`${timing.errors} errors`) : "",
      ].filter(Boolean);
      rows.push({
        target: name,
        kind: "admin list",
        p50: Number(timing.p50.toFixed(1)),
        p95: Number(timing.p95.toFixed(1)),
        p99: Number(timing.p99.toFixed(1)),
        errors: timing.errors,
        result: notes.length ? notes.join("; ") : "ok",
      });
      console.log(`  ${name}: p95 ${timing.p95.toFixed(1)} ms`);
    }

    const peakMb = memory.stop();
    const memoryJudged = database.isPostgres;
    const memoryNote =
      peakMb >= TARGETS.memoryMb
        ? memoryJudged
          ? miss(`peak memory ${peakMb.toFixed(0)} MB >= ${TARGETS.memoryMb}`)
          : "reported only: the embedded database itself holds ~0.5 GB (target judged on PostgreSQL)"
        : "ok";

    console.log(`\nBenchmark on ${database.label}, ${CONNECTIONS} connections per public page, ${ADMIN_CONCURRENCY} concurrent admin requests, ${DURATION_S} s per target, ${os.cpus().length} CPUs:\n`);
    console.table(rows);
    console.log(`Peak server memory (RSS): ${peakMb.toFixed(0)} MB  ${memoryNote}`);

    const out = path.join(root, "bench-results");
    fs.mkdirSync(out, { recursive: true });
    const report = {
      date: new Date().toISOString(),
      database: database.label,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
      settings: { connections: CONNECTIONS, adminConcurrency: ADMIN_CONCURRENCY, durationSeconds: DURATION_S, bulk: BULK },
      targets: TARGETS,
      results: rows,
      scripts: scriptRows,
      peakMemoryMb: Number(peakMb.toFixed(0)),
      memoryJudged,
      passed: !failed,
    };
    fs.writeFileSync(path.join(out, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nFigures written to bench-results/latest.json. ${failed ? "Some targets were MISSED." : "All targets met."}`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await browser?.close();
    server?.kill("SIGTERM");
    if (server && server.exitCode === null) await new Promise((r) => server!.once("exit", r));
    fs.rmSync(path.join(clientDir, "bench-static"), { recursive: true, force: true });
    await database.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
