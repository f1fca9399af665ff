import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { splitLocales } from "./scripts/vite-locale-split.js";
import { precompressAssets } from "./scripts/vite-precompress.js";
import { stampServiceWorker } from "./scripts/vite-service-worker.js";

const API = "http://localhost:3000";
const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The SPA is served under /app/ by the API server in production and by Vite in development.
export default defineConfig({
  base: "/app/",
  plugins: [
    react(),
    // Each language's area texts load on their own: the English ones with the signed-in layout,
    // the other language's only when it is chosen.
    splitLocales({
      areasDir: path("./src/i18n/areas"),
      locales: {
        en: { catalogue: path("./src/i18n/en.ts"), exports: ["en", "areasEn"] },
        pl: { catalogue: path("./src/i18n/pl.ts"), exports: ["pl", "areasPl"] },
      },
    }),
    precompressAssets(),
    stampServiceWorker(),
  ],
  resolve: {
    // Every `zod` import of the SPA goes through the module that makes zod CSP-safe first.
    alias: [
      { find: /^zod$/, replacement: path("./src/zod-jitless.ts") },
      { find: /^object\.entries$/, replacement: path("./src/shims/object-entries.cjs") },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // react-admin and MUI make a few large shared chunks; the limit is about the initial load, which is checked separately.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first page needs comes in a few files instead of dozens of fragments: the
          // libraries in vendor chunks, which stay cached from one app release to the next, the
          // app's own shell in the entry. Screens stay lazy chunks of their own.
          groups: [
            {
              name: "react",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              tags: ["$initial"],
              priority: 2,
            },
            { name: "vendor", test: /[\\/]node_modules[\\/]/, tags: ["$initial"], priority: 1 },
            { name: "shell", tags: ["$initial"] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: API, changeOrigin: false },
      "/files": { target: API, changeOrigin: false },
      // Spec paths outside /api: the wishlist calls, the admin size images and the storefront.
      "/wishlist": { target: API, changeOrigin: false },
      "/admin": { target: API, changeOrigin: false },
      "/store": { target: API, changeOrigin: false },
    },
  },
});
