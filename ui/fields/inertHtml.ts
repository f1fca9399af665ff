/** Elements whose content is code or embeds another document: never drawn in the editor. */
const DROPPED = "script, style, iframe, object, embed, link, meta, base, form, svg, math, template";

/**
 * Stored HTML as nodes the editor can show without running anything: parsed in a document that
 * runs no scripts and loads nothing, then stripped of code elements, event handler attributes and
 * javascript: links. (What is saved is cleaned by the server; this only keeps the editor inert.)
 */
export function inertHtml(html: string): Node[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  doc.body.querySelectorAll(DROPPED).forEach((el) => el.remove());
  doc.body.querySelectorAll("*").forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const scripted = /^\s*(javascript|vbscript|data):/i.test(attr.value);
      if (name.startsWith("on") || ((name === "href" || name === "src") && scripted))
        el.removeAttribute(attr.name);
    }
  });
  return Array.from(doc.body.childNodes).map((node) => document.importNode(node, true));
}
