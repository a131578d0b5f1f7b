import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import path from "node:path";
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
 * lucide-react's file name of an icon module ("circle-check"), or null. The
 * one rule that looks inside a package: it reads the icon files' naming, not a
 * hand-kept list, and publicIcons() fails the build if that naming changes.
 */
function lucideIcon(id: string): string | null {
  return /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.m?js/.exec(id)?.[1] ?? null;
}

/**
 * Which icons go in which file, found by reading the imports at build time so
 * the lists never go stale: `hydrated`, those a page hydrating for an
 * anonymous visitor can load (imported by a module that the root or a public
 * route other than a content page reaches, statically or not); `content`,
 * those only content pages show (decision 0028: their anonymous visitors get
 * no script, so form pages need not carry them). Every other icon is the
 * staff screens'.
 */
function publicIcons(): { hydrated: Set<string>; content: Set<string> } {
  // Every exported name (aliases included) -> its icon file, from lucide-react's index.
  const fileOf = new Map<string, string>();
  const index = fs.readFileSync("node_modules/lucide-react/dist/esm/lucide-react.mjs", "utf8");
  for (const [, names, file] of index.matchAll(/export\s*{([^}]*)}\s*from\s*'\.\/icons\/([a-z0-9-]+)\.mjs'/g)) {
    for (const name of names.split(",")) fileOf.set(name.trim().replace(/^default as /, ""), file);
  }
  if (fileOf.size === 0) throw new Error("lucide-react's index has no icon exports in the expected form: update publicIcons()");
  const files = fs
    .readdirSync("app", { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => f.split(path.sep).join("/"));
  const known = new Set(files);
  const source = (file: string) => fs.readFileSync(path.join("app", file), "utf8");
  const iconsOf = (file: string) =>
    [...source(file).matchAll(/import\s*{([^}]*)}\s*from\s*"lucide-react"/g)].flatMap(([, names]) =>
      names.split(",").flatMap((name) => fileOf.get(name.trim().split(/\s+as\s+/)[0]) ?? []),
    );
  // Our modules a file imports ("~/x", "./x"), as paths under app/.
  const importsOf = (file: string) =>
    [...source(file).matchAll(/(?:from\s*|import\()\s*"(~\/|\.\.?\/)([^"]+)"/g)].flatMap(([, prefix, rest]) => {
      const base = prefix === "~/" ? rest : path.posix.join(path.posix.dirname(file), prefix + rest);
      return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].filter((candidate) => known.has(candidate)).slice(0, 1);
    });
  const isContentPage = (file: string) => /export const handle = contentPage\b/.test(source(file));
  const reached = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      importsOf(file).forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  };
  const publicRoutes = files.filter((f) => f.startsWith("routes/") && !f.startsWith("routes/admin/"));
  const groups = {
    hydrated: reached(["root.tsx", "entry.client.tsx", ...publicRoutes.filter((f) => !isContentPage(f))].filter((f) => known.has(f))),
    content: reached(publicRoutes.filter(isContentPage)),
  };
  const icons = { hydrated: new Set<string>(), content: new Set<string>() };
  for (const file of groups.hydrated) iconsOf(file).forEach((icon) => icons.hydrated.add(icon));
  for (const file of groups.content) iconsOf(file).forEach((icon) => icons.hydrated.has(icon) || icons.content.add(icon));
  if (icons.hydrated.size === 0) throw new Error("no icon found on the hydrated pages: update publicIcons()");
  return icons;
}
const PUBLIC_ICONS = publicIcons();

/**
 * The browser bundle's chunks, for the pages that hydrate (forms, live
 * search, signed-in people; content pages send no script at all, decision
 * 0028). Left to itself the bundler splits a page into ~30 small files, and
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
          "hooks/use-hydrated.",
          "config/site.ts",
          "config/opening-hours.",
          // One string both date modules read: here, neither loads the other.
          "lib/time/zone.",
          "content/navigation.",
          "content/common.",
          "components/nonce.",
          ...["header", "mobile-menu", "footer", "logo", "social-icons", "youtube-icon", "lazy-toaster", "page-meta", "responsive-image", "section-heading", "no-script-notice"].map(
            (name) => `components/site/${name}.`,
          ),
          // Not the badge: of the form pages only Join and Blog's cards show one,
          // and Work With Us, Contact and Sign in would load it for nothing.
          ...["button", "card", "input"].map((name) => `components/ui/${name}.`),
        ]).source,
        packages(["clsx", "class-variance-authority", "@radix-ui/react-slot", "@radix-ui/react-compose-refs", "@radix-ui/react-primitive"]).source,
      ].join("|"),
    ),
  },
  {
    // The blog list's own modules, in one file: left to itself the bundler
    // made four (copy, card, categories, addresses; 0.2 to 1.2 KB each)
    // because the admin screens and the post page share different subsets
    // of them, and each file is a round trip for a phone. The staff's blog
    // and work screens load it too (post addresses, slug rules).
    name: "blog",
    priority: 12,
    test: appModules([
      "content/blog.",
      "models/blog-display.",
      "models/blog-categories.",
      "models/slug.",
      "components/site/blog-post-card.",
    ]),
  },
  {
    // Shown instants (the card's date) stay a file of their own: a group
    // takes in its modules' imports, and the staff lists that show dates
    // would otherwise load the blog's copy with them.
    name: "nepal-time",
    priority: 13,
    test: appModules(["lib/time/instants."]),
  },
  {
    // The icons the public site's code imports, in one file (one round trip
    // for a form page); the staff screens' other icons in "staff-icons".
    // One file of every icon was ~7 KB gzipped on every form page; per-page
    // files (`entriesAware`) put Blog and Work With Us over the browser
    // test's file limit. The icons only content pages show (Home's and
    // Services' cards, the work cards) are in "content-icons", which only
    // signed-in visitors of those pages load.
    name: (id: string) => {
      const icon = lucideIcon(id);
      if (icon === null) return null;
      if (PUBLIC_ICONS.hydrated.has(icon)) return "icons";
      return PUBLIC_ICONS.content.has(icon) ? "content-icons" : "staff-icons";
    },
    priority: 15,
    test: packages(["lucide-react"]),
    // An icon only one page uses stays in that page's own file.
    minShareCount: 2,
  },
  {
    name: "forms",
    priority: 10,
    test: new RegExp(
      [
        packages(["@conform-to/*", "valibot", "@radix-ui/react-label"]).source,
        appModules([...["field", "label", "textarea"].map((name) => `components/ui/${name}.`), "components/site/form-guard-fields.", "models/text.", "lib/parse-submission."]).source,
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
      // uses is loaded: their full entry points (every icon, every Radix
      // primitive) cost the server tens of MB.
      resolve: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
      build: {
        // The server bundle's entry is our HTTP app, which imports the
        // React Router server build (see app/server/http-app.server.ts).
        rollupOptions: { input: "./app/server/http-app.server.ts" },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
