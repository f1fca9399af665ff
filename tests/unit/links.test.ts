import { describe, expect, it } from "vitest";
import { menuLinkSchema, promotionSchema, redirectContentSchema } from "../../domain/content.js";
import { hasControlChars, isRelativeLink, isSafeLink, locationHeader } from "../../domain/links.js";
import { bannerDataSchema, isSafeLinkTarget } from "../../domain/sections.js";
import { safeUrl, sanitizeHtml } from "../../server/services/sanitize/html.js";

/** Links a browser follows to another site or runs as code, though several look like paths. */
const HOSTILE = [
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%2F/evil.example",
  " /x",
  "/x y",
  "/\u00a0/evil.example",
  "/\u200b/evil.example",
  "/x\u0000",
  "/x\u007f",
  "/x\u0085",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,x",
  "vbscript:x",
  "ftp://files.example/x",
  "tel:+123",
  "https:/evil.example",
  "https:\\\\evil.example",
  "https:///evil.example",
  "https://evil.example\\@good.example",
  "https://good.example/\r\nSet-Cookie: a=b",
  "about",
  "evil.example",
  "",
];

const GOOD = [
  "/",
  "/about",
  "/store/oscars-tees/products?sort=new#top",
  "/a%20b",
  "/%C3%A9t%C3%A9",
  "https://example.com",
  "http://example.com/path?q=1#x",
  "https://user@example.com/x",
  "https://example.com/café",
  "mailto:shop@example.com",
  "#top",
];

describe("the one link rule", () => {
  it.each(HOSTILE)("refuses %j", (link) => {
    expect(isSafeLink(link)).toBe(false);
    expect(isSafeLink(link, "image")).toBe(false);
    expect(isRelativeLink(link)).toBe(false);
  });

  it.each(GOOD)("accepts %j", (link) => {
    expect(isSafeLink(link)).toBe(true);
  });

  it("relative links are paths of the site; pictures are never mailto or fragments", () => {
    expect(isRelativeLink("/about")).toBe(true);
    expect(isRelativeLink("https://example.com")).toBe(false);
    expect(isRelativeLink("#top")).toBe(false);
    expect(isSafeLink("/files/public/x.png", "image")).toBe(true);
    expect(isSafeLink("https://cdn.example/x.png", "image")).toBe(true);
    expect(isSafeLink("mailto:a@b.c", "image")).toBe(false);
    expect(isSafeLink("#top", "image")).toBe(false);
  });

  it("control characters are told apart from ordinary text", () => {
    for (const c of ["\r", "\n", "\t", "\u0000", "\u001f", "\u007f", "\u0085", "\u009f"])
      expect(hasControlChars(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const ok of ["plain", "café", "a b", "\u00a0", "emoji 👕"])
      expect(hasControlChars(ok), ok).toBe(false);
  });

  it("a Location header gets only safe links, non-ASCII percent-encoded", () => {
    expect(locationHeader("/about")).toBe("/about");
    expect(locationHeader("https://example.com/café")).toBe("https://example.com/caf%C3%A9");
    expect(locationHeader("https://example.com/\ud800")).toBeNull();
    for (const link of HOSTILE) expect(locationHeader(link), JSON.stringify(link)).toBeNull();
  });
});

describe("every place that checks a link uses the rule", () => {
  it.each(HOSTILE.filter((l) => l.trim() !== "" && l !== " /x"))(
    "schemas, sanitiser and storefront refuse %j",
    (link) => {
      expect(isSafeLinkTarget(link)).toBe(false);
      expect(redirectContentSchema.safeParse({ from: "/old", to: link }).success).toBe(false);
      expect(menuLinkSchema.safeParse({ title: "x", url: link }).success).toBe(false);
      expect(promotionSchema.safeParse({ title: "x", link }).success).toBe(false);
      expect(bannerDataSchema.safeParse({ website_url: link }).success).toBe(false);
      expect(safeUrl(link, "link")).toBeNull();
      expect(sanitizeHtml(`<a href="${link.replace(/"/g, "&quot;")}">x</a>`)).toBe("<a>x</a>");
    },
  );

  it("entities in rich text are decoded before the rule is applied", () => {
    expect(sanitizeHtml('<a href="/&#92;evil.example">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="/&Tab;/evil.example">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="&#47;&#47;evil.example">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="/about">x</a>')).toBe(
      '<a href="/about" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it.each(GOOD.filter((l) => l !== "#top"))("schemas accept %j", (link) => {
    expect(redirectContentSchema.safeParse({ from: "/old", to: link }).success).toBe(true);
    expect(menuLinkSchema.safeParse({ title: "x", url: link }).success).toBe(true);
    expect(safeUrl(link, "link")).toBe(link);
  });
});
