/**
 * A small HTML tokenizer, following the WHATWG tokenizer where it matters for safety: what a
 * browser would read as a tag is read as a tag here too (case-insensitive names, quoted and
 * unquoted attributes, "/" between attributes, raw-text elements whose content is not markup,
 * comments and bogus comments, a tag cut off by the end of input is no tag at all). The
 * sanitizer only re-emits what it understood, so anything ambiguous ends up as text or nothing.
 */

export type Token =
  | { kind: "text"; text: string }
  | { kind: "start"; name: string; attrs: Attr[]; selfClosing: boolean }
  | { kind: "end"; name: string }
  /** The content of a raw-text element (script, style...), never markup. */
  | { kind: "raw"; name: string; text: string };

export interface Attr {
  name: string;
  /** Raw, entity-encoded as written; decode before judging it. */
  value: string;
}

/** Elements whose content the browser does not parse as markup until their end tag. */
export const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
  "plaintext",
]);

const WS = /[\t\n\f\r ]/;
const LETTER = /[A-Za-z]/;

export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let text = "";
  let i = 0;
  const n = html.length;
  const flushText = () => {
    if (text) tokens.push({ kind: "text", text });
    text = "";
  };

  while (i < n) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    i = lt;
    const next = html[i + 1] ?? "";
    if (html.startsWith("<!-->", i) || html.startsWith("<!--->", i)) {
      // Abruptly closed empty comments: what follows is markup again.
      flushText();
      i += html.startsWith("<!-->", i) ? 5 : 6;
      continue;
    }
    if (html.startsWith("<!--", i)) {
      const close = html.indexOf("-->", i + 4);
      flushText();
      // An unterminated comment swallows the rest of the document, as in a browser.
      i = close === -1 ? n : close + 3;
      continue;
    }
    if (next === "!" || next === "?") {
      // Doctype, CDATA and processing instructions are bogus comments: dropped up to ">".
      const close = html.indexOf(">", i + 2);
      flushText();
      i = close === -1 ? n : close + 1;
      continue;
    }
    if (next === "/" && html[i + 2] === ">") {
      i += 3;
      continue;
    }
    const isEnd = next === "/";
    const nameStart = i + (isEnd ? 2 : 1);
    if (!LETTER.test(html[nameStart] ?? "")) {
      if (isEnd && nameStart < n) {
        // "</ 1>" and friends are bogus comments.
        const close = html.indexOf(">", nameStart);
        flushText();
        i = close === -1 ? n : close + 1;
        continue;
      }
      text += "<";
      i += 1;
      continue;
    }
    const tag = readTag(html, nameStart);
    if (!tag) {
      // Cut off by the end of input: the browser drops it, and so do we.
      flushText();
      break;
    }
    flushText();
    i = tag.end;
    if (isEnd) {
      tokens.push({ kind: "end", name: tag.name });
      continue;
    }
    tokens.push({ kind: "start", name: tag.name, attrs: tag.attrs, selfClosing: tag.selfClosing });
    if (RAW_TEXT_ELEMENTS.has(tag.name)) {
      const close = tag.name === "plaintext" ? -1 : findEndTag(html, tag.name, i);
      tokens.push({ kind: "raw", name: tag.name, text: html.slice(i, close === -1 ? n : close) });
      if (close === -1) {
        i = n;
        break;
      }
      const end = html.indexOf(">", close);
      tokens.push({ kind: "end", name: tag.name });
      i = end === -1 ? n : end + 1;
    }
  }
  flushText();
  return tokens;
}

function findEndTag(html: string, name: string, from: number): number {
  const lower = html.toLowerCase();
  let at = from;
  for (;;) {
    const found = lower.indexOf(`</${name}`, at);
    if (found === -1) return -1;
    const after = lower[found + 2 + name.length] ?? "";
    if (after === "" || after === ">" || after === "/" || WS.test(after)) return found;
    at = found + 1;
  }
}

interface ReadTag {
  name: string;
  attrs: Attr[];
  selfClosing: boolean;
  end: number;
}

function readTag(html: string, start: number): ReadTag | null {
  const n = html.length;
  let i = start;
  while (i < n && !WS.test(html[i]!) && html[i] !== "/" && html[i] !== ">") i++;
  const name = html.slice(start, i).toLowerCase();
  const attrs: Attr[] = [];
  let selfClosing = false;
  for (;;) {
    while (i < n && (WS.test(html[i]!) || html[i] === "/")) {
      selfClosing = html[i] === "/";
      i++;
    }
    if (i >= n) return null;
    if (html[i] === ">") return { name, attrs, selfClosing, end: i + 1 };
    selfClosing = false;
    // The attribute name: a leading "=" belongs to it, as in the spec.
    const attrStart = i;
    i++;
    while (i < n && !WS.test(html[i]!) && html[i] !== "/" && html[i] !== ">" && html[i] !== "=") i++;
    const attrName = html.slice(attrStart, i).toLowerCase();
    while (i < n && WS.test(html[i]!)) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (i < n && WS.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < n && !WS.test(html[i]!) && html[i] !== ">") i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!attrs.some((a) => a.name === attrName)) attrs.push({ name: attrName, value });
  }
}
