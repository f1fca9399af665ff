// The SPA's initial JavaScript: what the browser must fetch before the first render, i.e. the
// entry <script type="module"> and every <link rel="modulepreload"> of dist/index.html.
// Lazy chunks (design editor, ...) are not counted: they load on demand.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1];

/** Asset URLs of the initial JS, in document order, without duplicates. */
export function initialScripts(html) {
  const urls = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isEntry = /^<script/i.test(tag) && attr(tag, "type") === "module" && attr(tag, "src");
    const isPreload = /^<link/i.test(tag) && attr(tag, "rel") === "modulepreload" && attr(tag, "href");
    const url = isEntry ? attr(tag, "src") : isPreload ? attr(tag, "href") : null;
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** Maps an asset URL ("/app/assets/x.js", "./assets/x.js") to its file under dist/. */
function assetFile(distDir, url, base) {
  let path = url.split(/[?#]/)[0];
  if (path.startsWith(base)) path = path.slice(base.length);
  return join(distDir, path.replace(/^\.?\/+/, ""));
}

/** Sizes of the initial JS (raw and gzip level 9), or `available: false` with the reason. */
export function bundleSize(distDir, base = "/app/") {
  const index = join(distDir, "index.html");
  if (!existsSync(index)) return { available: false, reason: "dist/index.html is missing" };
  const files = initialScripts(readFileSync(index, "utf8")).map((url) => {
    const file = assetFile(distDir, url, base);
    if (!existsSync(file)) return { url, missing: true };
    const data = readFileSync(file);
    return { url, bytes: data.length, gzipBytes: gzipSync(data, { level: 9 }).length };
  });
  const missing = files.filter((f) => f.missing).map((f) => f.url);
  if (files.length === 0) return { available: false, reason: "no module script in dist/index.html" };
  if (missing.length > 0) return { available: false, reason: `missing assets: ${missing.join(", ")}` };
  return {
    available: true,
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/**
 * A lazy chunk (e.g. the design editor, whose file name starts with its module's name) and every
 * chunk it imports statically that the initial JS does not already bring: what opening it costs.
 */
export function lazyChunkSize(distDir, chunkPrefix, base = "/app/") {
  const assets = join(distDir, "assets");
  const index = join(distDir, "index.html");
  if (!existsSync(index) || !existsSync(assets)) return { available: false, reason: "dist/ is missing" };
  const initial = new Set(
    initialScripts(readFileSync(index, "utf8")).map((url) => assetFile(distDir, url, base)),
  );
  const entry = readdirSync(assets).find((f) => f.startsWith(`${chunkPrefix}-`) && f.endsWith(".js"));
  if (!entry) return { available: false, reason: `no ${chunkPrefix}-*.js chunk in dist/assets` };
  const seen = new Set();
  const queue = [join(assets, entry)];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || initial.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    // Static imports only (`import{..}from"./x.js"`, `import"./x.js"`); dynamic ones load later.
    for (const [, spec] of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^"'();]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      queue.push(join(assets, spec.slice(2)));
    }
  }
  const files = [...seen].map((file) => {
    const data = readFileSync(file);
    return {
      file: file.slice(assets.length + 1),
      bytes: data.length,
      gzipBytes: gzipSync(data, { level: 9 }).length,
    };
  });
  return {
    available: true,
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}
