import { resolve, sep } from "node:path";
import type { Plugin } from "vite";

/** Where a language's messages come from: its catalogue module and the exports it owns. */
export interface LocaleCatalogue {
  /** Absolute path of the module that merges this language's messages (e.g. src/i18n/pl.ts). */
  catalogue: string;
  /** Names of the exports that hold this language's texts in every area module (and their index). */
  exports: string[];
}

export interface LocaleSplitOptions {
  /** Absolute path of the folder whose modules export one object per language. */
  areasDir: string;
  locales: Record<string, LocaleCatalogue>;
}

const QUERY = "?locale=";

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

/** Names a module still reads: identifiers outside declarations' own names and plain property keys. */
function readNames(node: unknown, into: Set<string>, parent?: Node, key?: string): void {
  if (Array.isArray(node)) {
    for (const child of node) readNames(child, into, parent, key);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === "Identifier") {
    const isPropertyKey = parent?.type === "Property" && key === "key" && parent.computed !== true;
    const isMember = parent?.type === "MemberExpression" && key === "property" && parent.computed !== true;
    if (!isPropertyKey && !isMember) into.add(String(node.name));
    return;
  }
  for (const [childKey, child] of Object.entries(node)) {
    if (childKey !== "type" && childKey !== "start" && childKey !== "end")
      readNames(child, into, node, childKey);
  }
}

/**
 * Each i18n area module exports one object per language. A module is one piece of a chunk, so the
 * English catalogue (loaded with the first page) would carry every other language's texts along.
 * In the build, each catalogue gets its own copy of the area modules that keeps only its language's
 * exports: the Polish texts then load with the Polish catalogue, only when Polish is chosen.
 * The sources stay as they are (one file per area, both languages side by side, type-checked
 * together). A copy that still reads a removed export fails the build instead of breaking at runtime.
 */
export function splitLocales(options: LocaleSplitOptions): Plugin {
  const areasDir = resolve(options.areasDir) + sep;
  const localeOfCatalogue = new Map(
    Object.entries(options.locales).map(([locale, { catalogue }]) => [resolve(catalogue), locale]),
  );
  const localeOf = (id: string): string | undefined => {
    const at = id.indexOf(QUERY);
    if (at >= 0) return id.startsWith(areasDir) ? id.slice(at + QUERY.length) : undefined;
    return localeOfCatalogue.get(id);
  };
  return {
    name: "split-locales",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer) {
      const locale = importer === undefined ? undefined : localeOf(importer);
      if (importer === undefined || locale === undefined || !source.startsWith(".")) return null;
      const from = importer.split("?")[0];
      const resolved = await this.resolve(source, from, { skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(areasDir) || resolved.id.includes("?"))
        return null;
      return `${resolved.id}${QUERY}${locale}`;
    },
    transform: {
      order: "post",
      handler(code, id) {
        const at = id.indexOf(QUERY);
        if (at < 0 || !id.startsWith(areasDir)) return null;
        const locale = id.slice(at + QUERY.length);
        const removed = new Set(
          Object.entries(options.locales)
            .filter(([other]) => other !== locale)
            .flatMap(([, { exports }]) => exports),
        );
        // The parser's own node types differ between rollup and rolldown: read them as plain nodes.
        const body: unknown[] = [...this.parse(code).body];
        const program = { body: body.filter(isNode) };
        const cuts: Node[] = [];
        const kept: Node[] = [];
        for (const statement of program.body) {
          const declaration = statement.declaration;
          const names =
            statement.type === "ExportNamedDeclaration" &&
            isNode(declaration) &&
            declaration.type === "VariableDeclaration" &&
            Array.isArray(declaration.declarations)
              ? (declaration.declarations as Node[]).map((d) => (isNode(d.id) ? String(d.id.name) : ""))
              : [];
          if (names.length > 0 && names.every((name) => removed.has(name))) cuts.push(statement);
          else kept.push(statement);
        }
        const reads = new Set<string>();
        readNames(kept, reads);
        const stillRead = [...removed].filter((name) => reads.has(name));
        if (stillRead.length > 0) {
          this.error(
            `${id.slice(0, at)}: the ${locale} texts read ${stillRead.join(", ")}, another language's export; ` +
              "each language's object must stand on its own",
          );
        }
        let out = code;
        for (const cut of cuts.sort((a, b) => b.start - a.start)) {
          out = `${out.slice(0, cut.start)}${out.slice(cut.end)}`;
        }
        return { code: out, map: null };
      },
    },
  };
}
