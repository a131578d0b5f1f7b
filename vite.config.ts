import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
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
