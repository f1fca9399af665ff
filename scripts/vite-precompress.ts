import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file under assets/,
 * once per build, at the strongest settings: the server then sends the copy the browser accepts
 * without compressing anything per request. Only the hashed assets get copies: they are the bulk
 * of the download, and index.html is served by a route of its own.
 */
export function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.values(bundle).filter(
        (file) => file.fileName.startsWith("assets/") && COMPRESSIBLE.test(file.fileName),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = file.type === "chunk" ? file.code : file.source;
          const data = typeof source === "string" ? Buffer.from(source, "utf8") : Buffer.from(source);
          if (data.length < MIN_BYTES) return;
          const path = join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipped(data, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
