import { isSafeLink, type LinkKind } from "../../../domain/links.js";
import { decodeEntities, escapeHtml } from "./entities.js";
import { RAW_TEXT_ELEMENTS, tokenize, type Attr } from "./tokenizer.js";

/**
 * Rich text and custom HTML from store staff, made safe to put in a public page: a strict
 * allowlist re-serialised from tokens. Only the tags and attributes below survive; no script,
 * no event handler, no style, no iframe/object/embed, no URL but what the one link rule allows
 * (http(s), mailto, paths of the site). Disallowed tags are dropped and their text kept, except elements whose content is code
 * or chrome (script, style, iframe, svg...), which go with everything inside them.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  a: ["href", "title"],
  ul: [],
  ol: [],
  li: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  blockquote: [],
  span: [],
  img: ["src", "alt", "width", "height"],
};
const VOID = new Set([
  "br",
  "img",
  "hr",
  "wbr",
  "input",
  "meta",
  "link",
  "area",
  "base",
  "col",
  "embed",
  "source",
  "track",
  "param",
]);
/** Dropped together with their content. */
const DROP_WITH_CONTENT = new Set([
  ...RAW_TEXT_ELEMENTS,
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "template",
  "select",
  "frameset",
  "frame",
  "head",
]);

/**
 * An href or src as it may be rendered: the one link rule (domain/links.ts) on the value a
 * browser would read, entities decoded; null when it could lead anywhere else.
 */
export function safeUrl(raw: string, kind: LinkKind): string | null {
  const value = decodeEntities(raw).trim();
  return isSafeLink(value, kind) ? value : null;
}

function renderAttrs(tag: string, attrs: readonly Attr[]): string | null {
  const allowed = ALLOWED[tag] ?? [];
  let out = "";
  for (const { name, value } of attrs) {
    if (!allowed.includes(name)) continue;
    let clean: string | null = decodeEntities(value);
    if (name === "href") clean = safeUrl(value, "link");
    else if (name === "src") clean = safeUrl(value, "image");
    else if (name === "width" || name === "height") clean = /^\d{1,4}$/.test(clean) ? clean : null;
    if (clean === null) continue;
    out += ` ${name}="${escapeHtml(clean)}"`;
  }
  // A picture without a safe source is no picture.
  if (tag === "img" && !out.includes(' src="')) return null;
  if (tag === "a" && out.includes(' href="')) out += ' rel="noopener noreferrer nofollow"';
  return out;
}

export function sanitizeHtml(html: string): string {
  if (!html) return "";
  const open: string[] = [];
  let dropDepth = 0;
  let dropping = "";
  let out = "";
  for (const token of tokenize(html)) {
    if (dropDepth > 0) {
      if (token.kind === "start" && token.name === dropping && !VOID.has(token.name)) dropDepth++;
      else if (token.kind === "end" && token.name === dropping) dropDepth--;
      continue;
    }
    switch (token.kind) {
      case "text":
        out += escapeHtml(decodeEntities(token.text));
        break;
      case "raw":
        break;
      case "start": {
        if (DROP_WITH_CONTENT.has(token.name)) {
          if (!VOID.has(token.name) && !token.selfClosing) {
            dropping = token.name;
            dropDepth = 1;
          }
          break;
        }
        if (!(token.name in ALLOWED)) break;
        const attrs = renderAttrs(token.name, token.attrs);
        if (attrs === null) break;
        out += `<${token.name}${attrs}>`;
        if (!VOID.has(token.name)) open.push(token.name);
        break;
      }
      case "end": {
        const at = open.lastIndexOf(token.name);
        if (at === -1) break;
        while (open.length > at) out += `</${open.pop()}>`;
        break;
      }
    }
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** Plain text out of HTML (for meta descriptions and mail bodies). */
export function htmlToText(html: string): string {
  let out = "";
  for (const token of tokenize(html)) if (token.kind === "text") out += decodeEntities(token.text);
  return out.replace(/\s+/g, " ").trim();
}
