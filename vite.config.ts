import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/vite-precompress.js";
import { stampServiceWorker } from "./scripts/vite-service-worker.js";

const API = "http://localhost:3000";

// The SPA is served under /app/ by the API server in production and by Vite in development.
export default defineConfig({
  base: "/app/",
  plugins: [react(), precompressAssets(), stampServiceWorker()],
  resolve: {
    // Every `zod` import of the SPA goes through the module that makes zod CSP-safe first.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("./src/zod-jitless.ts", import.meta.url)) }],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // react-admin and MUI make a few large shared chunks; the limit is about the initial load, which is checked separately.
    chunkSizeWarningLimit: 1500,
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
