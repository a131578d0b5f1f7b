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
