import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Matches a module of one of these packages ("@scope/*": every package of the
 * scope). Packages only, never a file inside one (decision 0028).
 */
function packages(names: string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[.]/g, "\\.").replace(/\//g, "[\\\\/]").replace("*", "[^\\\\/]+"));
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:${escaped.join("|")})[\\\\/]`);
}

/** Matches one of our own modules by its path under app/. */
function appModules(prefixes: string[]): RegExp {
  const escaped = prefixes.map((prefix) => prefix.replace(/[.]/g, "\\.").replace(/\//g, "[\\\\/]"));
  return new RegExp(`[\\\\/]app[\\\\/](?:${escaped.join("|")})`);
}

/**
 * The browser bundle's chunks, for the pages that hydrate (forms, live
 * search, signed-in people; content pages send no script at all, decision
 * 0025). Left to itself the bundler splits a page into ~30 small files, and
 * a phone on a high-latency network pays a round trip for each. These groups
 * merge the framework, the site's shell and the form libraries. Libraries are
 * named as packages; only our own modules are named by path, so admin code
 * keeps its own chunks (decision 10).
 */
const clientChunkGroups = [
  {
    name: "framework",
    priority: 30,
    test: packages(["react", "react-dom", "scheduler", "react-router", "@react-router/*", "cookie", "set-cookie-parser", "turbo-stream"]),
  },
  {
    name: "shell",
    priority: 20,
    test: new RegExp(
      [
        appModules([
          "lib/utils.",
          "lib/root-data.",
          "lib/toast.",
          "lib/hydration.",
          "lib/lazy-section.",
          "lib/dates.",
          "hooks/use-hydrated.",
          "config/site.ts",
          "config/opening-hours.",
          "content/navigation.",
          "content/common.",
          "components/nonce.",
          ...["header", "mobile-menu", "footer", "logo", "social-icons", "youtube-icon", "lazy-toaster", "page-meta", "responsive-image", "section-heading", "no-script-notice"].map(
            (name) => `components/site/${name}.`,
          ),
          ...["button", "card", "badge", "input"].map((name) => `components/ui/${name}.`),
        ]).source,
        packages(["clsx", "tailwind-merge", "class-variance-authority", "@radix-ui/react-slot", "@radix-ui/react-compose-refs", "@radix-ui/react-primitive"]).source,
      ].join("|"),
    ),
  },
  {
    // The icons in one file: a page that hydrates asks for them in one round
    // trip instead of one per icon (~7 KB gzipped for every icon of the site,
    // staff screens' included; split per page with `entriesAware` they were
    // ~4 KB less on Blog but 4-5 more files, over the browser test's limit).
    name: "icons",
    priority: 15,
    test: packages(["lucide-react"]),
  },
  {
    name: "forms",
    priority: 10,
    test: new RegExp(
      [
        packages(["@conform-to/*", "zod", "@radix-ui/react-label"]).source,
        appModules([...["field", "label", "textarea"].map((name) => `components/ui/${name}.`), "components/site/form-guard-fields.", "models/text."]).source,
      ].join("|"),
    ),
  },
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } } },
    },
    ssr: {
      // Bundle the UI libraries into the server build so only what the app
      // uses is loaded: their full entry points (every icon, every date-fns
      // function, every Radix primitive) cost the server tens of MB.
      resolve: { noExternal: ["lucide-react", "date-fns", "radix-ui", /^@radix-ui\//, "react-day-picker"] },
      build: {
        // The server bundle's entry is our HTTP app, which imports the
        // React Router server build (see app/server/http-app.server.ts).
        rollupOptions: { input: "./app/server/http-app.server.ts" },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
