import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin, Rolldown } from "vite";

const WORKER = "service-worker.js";

/**
 * Stamps the built service worker with this build's id and its app shell (index.html, the
 * entry chunk, the chunks it imports statically and their CSS). A worker whose bytes do not
 * change is never seen as an update, so the id is a hash of every output file's (hashed) name.
 */
export function stampServiceWorker(): Plugin {
  let base = "/";
  let publicDir = "";
  return {
    name: "stamp-service-worker",
    apply: "build",
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
    },
    async writeBundle(options, bundle) {
      if (!options.dir || !publicDir) return;
      const source = await readFile(join(publicDir, WORKER), "utf8");
      const names = Object.keys(bundle).sort();
      const build = createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 16);
      const shell = [base, ...shellFiles(bundle).map((name) => `${base}${name}`)];
      const stamped = source
        .replace('"__BUILD_ID__"', JSON.stringify(build))
        .replace(/\/\* __SHELL__ \*\/ \[[^\]]*\]/, JSON.stringify(shell));
      await writeFile(join(options.dir, WORKER), stamped);
    },
  };
}

/** The entry chunks, every chunk they import statically (transitively), and their CSS. */
function shellFiles(bundle: Rolldown.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (!chunk || chunk.type !== "chunk" || files.has(name)) return;
    files.add(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    chunk.imports.forEach(visit);
  };
  for (const file of Object.values(bundle)) if (file.type === "chunk" && file.isEntry) visit(file.fileName);
  return [...files].sort();
}
