import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Rolldown } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { splitLocales } from "../../scripts/vite-locale-split";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A tiny app laid out like src/i18n: area modules with `en` and `pl`, an index, two catalogues. */
async function buildApp(area: string): Promise<Rolldown.OutputChunk[]> {
  dir = await mkdtemp(join(tmpdir(), "locale-split-"));
  await mkdir(join(dir, "areas"));
  await writeFile(join(dir, "areas", "shop.ts"), area);
  await writeFile(
    join(dir, "areas", "index.ts"),
    'import * as shop from "./shop";\nexport const areasEn = { shop: shop.en };\nexport const areasPl = { shop: shop.pl };\n',
  );
  await writeFile(
    join(dir, "en.ts"),
    'import { areasEn } from "./areas";\nexport default { app: areasEn };\n',
  );
  await writeFile(
    join(dir, "pl.ts"),
    'import { areasPl } from "./areas";\nexport default { app: areasPl };\n',
  );
  await writeFile(
    join(dir, "main.ts"),
    'import en from "./en";\nconsole.log(en);\nexport const polish = () => import("./pl");\n',
  );
  const output = await build({
    root: dir,
    logLevel: "silent",
    configFile: false,
    plugins: [
      splitLocales({
        areasDir: join(dir, "areas"),
        locales: {
          en: { catalogue: join(dir, "en.ts"), exports: ["en", "areasEn"] },
          pl: { catalogue: join(dir, "pl.ts"), exports: ["pl", "areasPl"] },
        },
      }),
    ],
    build: { write: false, minify: false, lib: { entry: join(dir, "main.ts"), formats: ["es"] } },
  });
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((o) => ("output" in o ? o.output : [])).filter((f) => f.type === "chunk");
}

describe("one language's texts per catalogue", () => {
  it("keeps the Polish texts out of the chunk that loads English", async () => {
    const chunks = await buildApp(
      'export const en = { hello: "Hello there" };\nexport const pl: typeof en = { hello: "Dzień dobry" };\n',
    );
    const entry = chunks.find((c) => c.isEntry)!;
    const polish = chunks.find((c) => !c.isEntry && c.code.includes("Dzień dobry"));
    expect(entry.code).toContain("Hello there");
    expect(entry.code).not.toContain("Dzień dobry");
    expect(polish?.code).not.toContain("Hello there");
  });

  it("refuses a language's texts that read another language's export", async () => {
    await expect(
      buildApp('export const en = { hello: "Hello" };\nexport const pl = { ...en, bye: "Do widzenia" };\n'),
    ).rejects.toThrow(/the pl texts read en/);
  });
});
