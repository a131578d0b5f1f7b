import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    ssr: {
      build: {
        // The server bundle's entry is our HTTP app, which imports the
        // React Router server build (see app/server/http-app.server.ts).
        rollupOptions: { input: "./app/server/http-app.server.ts" },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
