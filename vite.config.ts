import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Matches a module whose path contains one of these folder or file prefixes. */
function pathsStartingWith(prefixes: string[]): RegExp {
  const escaped = prefixes.map((prefix) => prefix.replace(/[.]/g, "\\.").replace(/\//g, "[\\\\/]"));
  return new RegExp(`[\\\\/](?:${escaped.join("|")})`);
}

/**
 * The browser bundle's chunks. Left to itself the bundler splits a public page
 * into ~30 files of 0.2-10 KB, and a phone on a high-latency network pays a
 * round trip for each (six at a time). These groups merge what every page
 * needs into three files: the framework, the site's shell (layout, header,
 * footer and the small UI pieces most pages use) and, for pages with a
 * form, the form libraries. Only public modules are listed, so admin code
 * still lives in its own chunks (decision 10).
 */
const clientChunkGroups = [
  {
    name: "framework",
    priority: 30,
    test: pathsStartingWith([
      "node_modules/react/",
      "node_modules/react-dom/",
      "node_modules/scheduler/",
      "node_modules/react-router/",
      "node_modules/@react-router/",
      "node_modules/cookie/",
      "node_modules/set-cookie-parser/",
      "node_modules/turbo-stream/",
    ]),
  },
  {
    name: "shell",
    priority: 20,
    test: pathsStartingWith([
      "app/lib/utils.",
      "app/lib/root-data.",
      "app/lib/toast.",
      "app/lib/lazy-section.",
      "app/lib/dates.",
      "app/hooks/use-hydrated.",
      "app/config/site.ts",
      "app/config/opening-hours.",
      "app/content/navigation.",
      "app/content/common.",
      "app/components/nonce.",
      ...["header", "footer", "logo", "social-icons", "youtube-icon", "lazy-toaster", "page-meta", "responsive-image", "section-heading", "no-script-notice"].map(
        (name) => `app/components/site/${name}.`,
      ),
      ...["button", "card", "badge", "input"].map((name) => `app/components/ui/${name}.`),
      "node_modules/clsx/",
      "node_modules/tailwind-merge/",
      "node_modules/class-variance-authority/",
      "node_modules/@radix-ui/react-slot/",
      "node_modules/@radix-ui/react-compose-refs/",
      "node_modules/@radix-ui/react-primitive/",
      ...["createLucideIcon", "Icon", "defaultAttributes", "shared", "context", "icons/arrow-right", "icons/mail", "icons/phone", "icons/menu", "icons/loader-circle",
        "icons/chevron-left", "icons/chevron-right", "icons/chevron-up", "icons/chevron-down", "icons/calendar-days", "icons/clock"].map(
        (name) => `node_modules/lucide-react/dist/esm/${name}`,
      ),
    ]),
  },
  {
    name: "forms",
    priority: 10,
    test: pathsStartingWith([
      "node_modules/@conform-to/",
      "node_modules/zod/",
      "node_modules/@radix-ui/react-label/",
      ...["field", "label", "textarea"].map((name) => `app/components/ui/${name}.`),
      "app/components/site/form-guard-fields.",
      "app/models/text.",
    ]),
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
