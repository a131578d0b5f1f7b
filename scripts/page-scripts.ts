import type { Page } from "playwright-core";

/**
 * Records the script files (/assets/*.js) a page asks for. `settled()` waits
 * until none has been asked for in 2 s, so what a page loads after hydrating
 * (lazy sections, the toaster) is counted. Not "networkidle": Chromium
 * sometimes leaves React Router's route-manifest fetch open on a page it has
 * shown before, and the network never goes idle. Used by the bench and by
 * the browser test that keeps admin code off public pages.
 */
export function watchScripts(page: Page, { quietMs = 2_000, timeoutMs = 30_000 } = {}) {
  const files = new Set<string>();
  let lastAt = Date.now();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) {
      files.add(pathname);
      lastAt = Date.now();
    }
  });
  return {
    files,
    async settled() {
      lastAt = Date.now();
      const deadline = lastAt + timeoutMs;
      while (Date.now() - lastAt < quietMs) {
        if (Date.now() > deadline) throw new Error(`scripts still loading after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

/**
 * The targets of a content page for an anonymous visitor (decision
 * 0028): no script file, no module preload, no hydration data, and at most
 * 2 KB of inline script (the share button's few lines, the speculation rules).
 */
export const CONTENT_PAGE_TARGETS = { scriptFileBytes: 0, inlineScriptBytes: 2048 } as const;
/** Pages with live search or forms hydrate: at most this much JavaScript, gzipped. */
export const FORM_PAGE_JS_KB = 150;

export type HtmlScripts = {
  /** `src` of every <script src>. */
  scriptFiles: string[];
  /** `href` of every <link rel="modulepreload">. */
  modulePreloads: string[];
  /** React Router's hydration data or route-module loader is in the page. */
  hydrationData: boolean;
  /** Bytes (UTF-8, as sent) of the inline scripts, JSON-LD data left out. */
  inlineScriptBytes: number;
  /** The attributes of each inline script (to check their nonces). */
  inlineScripts: { attributes: string; body: string }[];
};

/** What a page's HTML makes the browser run or fetch as script, read from the HTML itself. */
export function htmlScripts(html: string): HtmlScripts {
  const scriptFiles: string[] = [];
  const inlineScripts: HtmlScripts["inlineScripts"] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src) scriptFiles.push(src);
    else if (!/type=["']?application\/ld\+json/i.test(attributes)) inlineScripts.push({ attributes, body: match[2] ?? "" });
  }
  const modulePreloads = [...html.matchAll(/<link\b[^>]*rel=["']?modulepreload[^>]*>/gi)].map(
    (m) => /href=["']?([^"'\s>]+)/i.exec(m[0])?.[1] ?? "",
  );
  const inlineScriptBytes = inlineScripts.reduce((sum, s) => sum + Buffer.byteLength(s.body), 0);
  // React Router's data, or any reference to a built module (route modules are imported inline).
  const hydrationData = /__reactRouter(Context|Manifest|RouteModules)|["']\/assets\/[^"']+\.js["']/.test(html);
  return { scriptFiles, modulePreloads, hydrationData, inlineScriptBytes, inlineScripts };
}

/** The content-page targets a page misses (empty when it meets them all). */
export function contentPageMisses(scripts: HtmlScripts, scriptFileBytes: number, scriptFilesLoaded = 0): string[] {
  const misses: string[] = [];
  const files = Math.max(scripts.scriptFiles.length, scriptFilesLoaded);
  if (files > 0 || scriptFileBytes > CONTENT_PAGE_TARGETS.scriptFileBytes)
    misses.push(`${files} script files (${scriptFileBytes} B gzipped) > 0`);
  if (scripts.modulePreloads.length > 0) misses.push(`${scripts.modulePreloads.length} module preloads`);
  if (scripts.hydrationData) misses.push("hydration data");
  if (scripts.inlineScriptBytes > CONTENT_PAGE_TARGETS.inlineScriptBytes)
    misses.push(`inline script ${scripts.inlineScriptBytes} B > ${CONTENT_PAGE_TARGETS.inlineScriptBytes}`);
  return misses;
}
