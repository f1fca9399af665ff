// Bundles the server (server/main.ts -> dist-server/main.js). Used by `npm start` and `npm test`.
import { buildServer } from "./lib/build.mjs";

try {
  await buildServer();
} catch (err) {
  // esbuild already printed its diagnostics; this line makes the failure obvious in CI logs.
  console.error(`build-server failed: ${err instanceof Error ? err.message.split("\n")[0] : err}`);
  process.exit(1);
}
