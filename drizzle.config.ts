import { defineConfig } from "drizzle-kit";

// Used only by `npm run db:generate` to write SQL migrations from the schema.
// The app applies those migrations itself at start-up (app/server/db/migrate.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/db/schema.ts",
  out: "./app/server/db/migrations",
});
