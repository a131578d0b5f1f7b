/**
 * Cache poisoning through forged host headers, and the robots.txt probe (decision 0012), against the built server:
 * - a forged X-Forwarded-Host (or Host) never reaches an absolute URL, in the
 *   forged answer or in anyone else's;
 * - /img decodes its path once: a dozen spellings of one source give a 4xx
 *   or the one variant, and the variant cache gets no new file;
 * - every public address answers with exactly one Cache-Control policy.
 * The database does not change any of this: embedded database only.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, ROOT, runScript, siteDataDir, startServer, type RunningServer } from "./support";

const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop("SIGKILL")));
});

/**
 * One server for most of the file (starting one is slow on a busy machine):
 * demo content, a stored picture, a signed-up user, behind a "proxy"
 * (TRUST_PROXY) and without SITE_URL, as a first `npm start` would be.
 */
let server: RunningServer;
let dataDir: string;
let cookie: string;
beforeAll(async () => {
  dataDir = siteDataDir("proc-poison-");
  const pictures = path.join(dataDir, "uploads", "images", "team-leader-pictures");
  fs.mkdirSync(pictures, { recursive: true });
  fs.copyFileSync(path.join(ROOT, "public/images/site/why-eleven.webp"), path.join(pictures, "portrait.webp"));
  await runScript("user:create", ["--email", "policy@example.com", "--password", "password-123"], { DATA_DIR: dataDir });
  server = await startPatiently({ DATA_DIR: dataDir, TRUST_PROXY: "true" });
  const signIn = await postForm(server, "/auth", { email: "policy@example.com", password: "password-123" });
  expect(signIn.status).toBe(302);
  cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}, 300_000);

const FORGED = "forged.example";
/** The addresses that carry absolute URLs. */
const WITH_ABSOLUTE_URLS = ["/", "/blog", "/robots.txt", "/sitemap.xml", "/blog/rss.xml", "/blog.data", "/_.data"];

/**
 * startServer, with more patience: a fresh embedded database takes over a
 * minute to create on a busy 2-core machine.
 */
async function startPatiently(env: Record<string, string>) {
  const server = await startServer(env, { waitForReady: false });
  running.push(server);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    if ((await fetch(`${server.url}/healthz`).catch(() => undefined))?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

/** A GET with raw headers, so that repeated header lines can be counted. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; raw: string[]; body: string }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, raw: res.rawHeaders, body }));
      })
      .on("error", reject);
  });
}

const headerValues = (raw: string[], name: string) =>
  raw.flatMap((value, i) => (i % 2 === 1 && raw[i - 1]!.toLowerCase() === name ? [value] : []));

describe("X-Forwarded-Host behind a trusted proxy, without SITE_URL", () => {

  it("never names the forged host, in the forged answer or in the plain one after it", async () => {
    const post = /<item>[\s\S]*?<link>[^<]*(\/blog\/[^<]+)<\/link>/.exec((await rawGet(`${server.url}/blog/rss.xml`)).body)?.[1];
    expect(post).toBeTruthy();
    for (const address of [...WITH_ABSOLUTE_URLS, post!]) {
      const forged = await rawGet(server.url + address, { "X-Forwarded-Host": FORGED, "X-Forwarded-Proto": "https" });
      const plain = await rawGet(server.url + address);
      expect(forged.status, address).toBe(200);
      expect(forged.body, address).not.toContain(FORGED);
      expect(plain.body, address).not.toContain(FORGED);
      // The absolute URLs name the address the server was reached at.
      expect(plain.body, address).toContain(server.url);
    }
    // The page's own absolute URLs, one by one.
    const home = (await rawGet(`${server.url}/`, { "X-Forwarded-Host": FORGED })).body;
    expect(home).toContain(`<link rel="canonical" href="${server.url}/"`);
    expect(home).toMatch(new RegExp(`property="og:url" content="${server.url}/"`));
    expect(home).toMatch(new RegExp(`property="og:image" content="${server.url}/`));
    expect(home).toContain(`"url":"${server.url}`);
  });

  it("with no configuration, the site links to the address it was reached at", async () => {
    // `npm start` on a laptop: reached as localhost, the links say localhost.
    const local = `http://localhost:${server.port}`;
    const home = await rawGet(`${local}/`);
    expect(home.body).toContain(`<link rel="canonical" href="${local}/"`);
    const robots = await rawGet(`${local}/robots.txt`);
    expect(robots.body).toContain(`Sitemap: ${local}/sitemap.xml`);
  });
});

describe("with SITE_URL set", () => {
  const SITE = "https://collective.example";
  let configured: RunningServer;
  beforeAll(async () => {
    configured = await startPatiently({ DATA_DIR: siteDataDir("proc-poison-site-"), TRUST_PROXY: "true", SITE_URL: SITE, SEED_DEMO: "false" });
  }, 300_000);

  it("only SITE_URL is named, whatever Host or X-Forwarded-Host say, and those headers do not split the cache", async () => {
    for (const address of WITH_ABSOLUTE_URLS) {
      const forged = await rawGet(configured.url + address, { Host: FORGED, "X-Forwarded-Host": FORGED });
      expect(forged.body, address).not.toContain(FORGED);
      expect(forged.body, address).toContain(SITE);
      const plain = await rawGet(configured.url + address);
      expect(plain.body, address).not.toContain(FORGED);
      expect(headerValues(plain.raw, "x-cache"), address).toEqual(["HIT"]);
    }
  });
});

describe("/img", () => {
  const variants = () => {
    const dir = path.join(dataDir, "cache", "img");
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort() : [];
  };
  it("makes one variant per source file and width, however the source is spelled", async () => {
    const canonical = await fetch(`${server.url}/img/640/images/site/hero-valley.webp`);
    expect(canonical.status).toBe(200);
    const bytes = Buffer.from(await canonical.arrayBuffer());
    const stored = await fetch(`${server.url}/img/640/storage/images/team-leader-pictures/portrait.webp`);
    expect(stored.status).toBe(200);
    const storedBytes = Buffer.from(await stored.arrayBuffer());
    const before = variants();
    expect(before).toHaveLength(2);

    const spellings = [
      "images/site/%252E/hero-valley.webp",
      "images/site/%252E/%252E/hero-valley.webp",
      "images/%2573ite/hero-valley.webp",
      "images/site/%2568ero-valley.webp",
      "images/site/%252E%252E/site/hero-valley.webp",
      "images/site/%2E/hero-valley.webp",
      "images/site/./hero-valley.webp",
      "images/site/../site/hero-valley.webp",
      "images/%73ite/hero-valley.webp",
      "images%2Fsite%2Fhero-valley.webp",
      "images/site//hero-valley.webp",
      "images/site/hero-valley.webp%00",
      "images/site%5Chero-valley.webp",
      "storage/images/team-leader-pictures/%2570ortrait.webp",
      "storage/images/team-leader-pictures/%252E/portrait.webp",
      "storage/images/%2574eam-leader-pictures/portrait.webp",
    ];
    for (const spelling of spellings) {
      const response = await rawGet(`${server.url}/img/640/${spelling}`);
      if (response.status === 200) {
        const body = Buffer.from(await (await fetch(`${server.url}/img/640/${spelling}`)).arrayBuffer());
        expect([bytes, storedBytes].some((b) => b.equals(body)), spelling).toBe(true);
      } else {
        expect(response.status, spelling).toBeGreaterThanOrEqual(400);
        expect(response.status, spelling).toBeLessThan(500);
      }
    }
    expect(variants()).toEqual(before);
  });

  it("refuses widths that are not plainly one of the sizes, paths out of the image folders, and encoded paths", async () => {
    const before = variants();
    const refused = [
      "/img/641/images/site/hero-valley.webp",
      "/img/0640/images/site/hero-valley.webp",
      "/img/640.0/images/site/hero-valley.webp",
      "/img/6.4e2/images/site/hero-valley.webp",
      "/img/0x280/images/site/hero-valley.webp",
      "/img/99999/images/site/hero-valley.webp",
      "/img/-640/images/site/hero-valley.webp",
      "/img/640/images/..%252F..%252Fpackage.json",
      "/img/640/images/%252E%252E/%252E%252E/server.ts",
      "/img/640/images/site/..%2F..%2F..%2Fpackage.json",
      "/img/640/images/site/hero-valley.txt",
      "/img/640/favicon.svg",
      "/img/640/storage/images/..%252F..%252Fpglite%252FPG_VERSION",
      "/img/640/images/site/missing.webp",
    ];
    for (const address of refused) {
      const response = await rawGet(server.url + address);
      expect(response.status, address).toBeGreaterThanOrEqual(400);
      expect(response.status, address).toBeLessThan(500);
    }
    expect(variants()).toEqual(before);
  });
});

describe("Cache-Control", () => {
  it("is exactly one policy on every public address, fresh or from the cache, signed in or not", async () => {
    // A built script, from a page that hydrates (content pages send none, decision 0028).
    const html = (await rawGet(`${server.url}/blog`)).body;
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const addresses = [
      "/", "/services", "/blog", "/blog?q=x", "/references", "/work/projects", "/hire", "/contact", "/join",
      "/team-leader", "/privacy-policy", "/terms-of-service", "/no-such-page", "/auth", "/blog.data", "/_.data",
      "/robots.txt", "/sitemap.xml", "/blog/rss.xml",
      "/storage/images/team-leader-pictures/portrait.webp", "/storage/images/team-leader-pictures/missing.webp",
      "/img/320/images/site/hero-valley.webp", "/img/320/storage/images/team-leader-pictures/portrait.webp", "/img/321/x.webp",
      "/favicon.svg", "/images/site/hero-valley.webp", asset!,
    ];
    for (const address of addresses) {
      for (const [who, headers] of [["anonymous", {}], ["anonymous, again", {}], ["signed in", { cookie }]] as const) {
        const response = await rawGet(server.url + address, headers);
        const policies = headerValues(response.raw, "cache-control");
        expect(policies, `${who}: ${address} (${response.status})`).toHaveLength(1);
        // One policy, not two joined on one line.
        expect(policies[0]!.match(/max-age=/g)?.length ?? 0, `${who}: ${address}: ${policies[0]}`).toBeLessThanOrEqual(1);
      }
    }
    expect(headerValues((await rawGet(`${server.url}/robots.txt`)).raw, "cache-control")).toEqual([
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    ]);
    expect(headerValues((await rawGet(`${server.url}/robots.txt`, { cookie })).raw, "cache-control")).toEqual(["private, no-store"]);
  });
});
