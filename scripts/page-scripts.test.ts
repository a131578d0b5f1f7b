import { describe, expect, it } from "vitest";
import { contentPageMisses, htmlScripts } from "./page-scripts";

describe("reading a page's scripts from its HTML", () => {
  it("a page without JavaScript: only data and small inline scripts", () => {
    const html = `<head><script type="application/ld+json">{"@type":"Organization"}</script></head>
      <body><script nonce="n">console.log(1)</script><script type="speculationrules" nonce="n">{"prerender":[]}</script></body>`;
    const scripts = htmlScripts(html);
    expect(scripts.scriptFiles).toEqual([]);
    expect(scripts.modulePreloads).toEqual([]);
    expect(scripts.hydrationData).toBe(false);
    expect(scripts.inlineScriptBytes).toBe("console.log(1)".length + '{"prerender":[]}'.length);
    expect(contentPageMisses(scripts, 0)).toEqual([]);
  });

  it("a hydrated page misses every content-page target", () => {
    const html = `<link rel="modulepreload" href="/assets/entry.client-x.js"/><script nonce="n">window.__reactRouterContext = {};</script>
      <script type="module" nonce="n">import "/assets/root-x.js";</script><script src="/assets/a.js"></script><script>${"x".repeat(2100)}</script>`;
    const scripts = htmlScripts(html);
    expect(scripts.scriptFiles).toEqual(["/assets/a.js"]);
    expect(scripts.modulePreloads).toEqual(["/assets/entry.client-x.js"]);
    expect(scripts.hydrationData).toBe(true);
    expect(contentPageMisses(scripts, 1000, 3)).toHaveLength(4);
  });
});
