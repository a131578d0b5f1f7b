/**
 * The Node server. `npm start` runs it in production mode on the built app
 * (build/); `npm run dev` runs it with Vite's dev middleware.
 * Run by Node 24 directly (type stripping), so only erasable TypeScript here.
 */
import type { Server } from "node:http";

const dev = process.env.NODE_ENV !== "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

type AppModule = typeof import("./app/server/http-app.server.ts");

async function loadApp() {
  if (!dev) {
    const buildDir = new URL(`./${process.env.BUILD_DIR ?? "build"}/`, import.meta.url);
    const mod = (await import(new URL("server/index.js", buildDir).href)) as AppModule;
    return { mod, app: mod.createApp({ clientDir: new URL("client", buildDir).pathname }) };
  }
  const vite = await import("vite");
  const express = (await import("express")).default;
  const server = await vite.createServer({ server: { middlewareMode: true } });
  const mod = (await server.ssrLoadModule("./app/server/http-app.server.ts")) as AppModule;
  const app = express();
  app.use(server.middlewares);
  app.use(async (req, res, next) => {
    try {
      const fresh = (await server.ssrLoadModule("./app/server/http-app.server.ts")) as AppModule;
      fresh.createApp({ dev: true })(req, res, next);
    } catch (error) {
      if (error instanceof Error) server.ssrFixStacktrace(error);
      next(error);
    }
  });
  return { mod, app };
}

async function main() {
  const { mod, app } = await loadApp();
  const { seeded, storage } = await mod.startApp();
  const database = mod.describeDatabase(mod.databaseOptionsFromEnv());

  const server: Server = app.listen(port, host, () => {
    console.log(`Site ready at http://localhost:${port} (${dev ? "development" : "production"}, ${database})`);
    console.log(`Uploads stored in ${storage}.`);
    if (seeded) console.log("Empty database: demo content added (set SEED_DEMO=false to skip).");
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests, then closing the database.`);
    // Give in-flight requests time to finish, but never hang: exit within 10 s.
    const force = setTimeout(() => {
      console.error("Shutdown took too long; exiting.");
      process.exit(1);
    }, 9_000);
    force.unref();
    server.close(async () => {
      try {
        await mod.stopApp();
      } finally {
        process.exit(0);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  const err = error as Error;
  // Configuration problems are explained by their message; a stack would only hide it.
  const plain = ["DataDirLockedError", "StorageUnavailableError", "StorageSettingsError"].includes(err.name);
  console.error(plain ? err.message : err);
  process.exit(1);
});
