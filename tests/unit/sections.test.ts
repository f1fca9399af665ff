import { describe, expect, it } from "vitest";
import {
  clampProductsPerRow,
  contactMessageSchema,
  isSafeLinkTarget,
  linkSchema,
  newSection,
  newSectionId,
  PAGE_SECTION_EDITOR_DEFAULTS,
  SECTION_TYPES,
  sectionDefaults,
  sectionSchema,
  sectionsSchema,
  SORT_BY,
  uniqueSlug,
} from "../../domain/sections.js";

describe("section ids and slugs", () => {
  it("a section id is 5 random lower-case letters or digits", () => {
    const ids = new Set(Array.from({ length: 200 }, newSectionId));
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{5}$/);
    expect(ids.size).toBeGreaterThan(195);
  });

  it("a taken slug gets a dash and 7 random characters", () => {
    expect(uniqueSlug("about")).toMatch(/^about-[a-z0-9]{7}$/);
    expect(uniqueSlug("about")).not.toBe(uniqueSlug("about"));
  });
});

describe("the defaults table", () => {
  it("every type builds with defaults", () => {
    for (const type of SECTION_TYPES) {
      const s = newSection(type);
      expect(s.type).toBe(type);
      expect(s.id).toMatch(/^[a-z0-9]{5}$/);
    }
  });

  it("banner, image-text, products, contact, custom_form, redirect-tiles, image-gallery", () => {
    expect(sectionDefaults("banner")).toEqual({
      url: "",
      position: "full",
      additional_option: "",
      website_url: "",
      newWindow: false,
    });
    expect(sectionDefaults("image-text")).toEqual({
      show_image: true,
      show_text: true,
      position: "image-text",
      url: "",
      text: "",
    });
    expect(sectionDefaults("products")).toEqual({
      title: "",
      display: "random",
      row_limit: 3,
      limit: 15,
      show_all: true,
      all_products: true,
      sort_by: "Newest",
      simpleSortProducts: false,
      sort_products: [],
      chosen_products: [],
    });
    expect(Object.values(sectionDefaults("contact")).filter((v) => v === true)).toHaveLength(6);
    expect(sectionDefaults("custom_form")).toEqual({ title: "" });
    const tiles = sectionDefaults("redirect-tiles") as {
      images: unknown[];
      rows: number;
      position: string;
      tags: unknown[];
    };
    expect(tiles.images).toHaveLength(3);
    expect(tiles.images[0]).toMatchObject({
      url: "",
      redirect: false,
      categories: false,
      redirect_url: "",
      category: "",
      tags: [],
    });
    expect(tiles.rows).toBe(3);
    expect(tiles.position).toBe("justify-center");
    expect((sectionDefaults("image-gallery") as { images: unknown[] }).images).toHaveLength(4);
  });

  it("a products section from the page-section editor lists 30, 3 a row, by Position", () => {
    expect(PAGE_SECTION_EDITOR_DEFAULTS).toEqual({ limit: 30, row_limit: 3, sort_by: "Position" });
    expect(newSection("products", { fromPageSectionEditor: true }).data).toMatchObject({
      limit: 30,
      row_limit: 3,
      sort_by: "Position",
    });
  });
});

describe("style and layout rules", () => {
  const parse = (input: unknown) => sectionSchema.safeParse(input);

  it("font sizes are at least 1 pt; style normal/italic; weight normal/bold", () => {
    expect(parse({ id: "abcde", type: "banner", style: { paragraphFontSize: 1 } }).success).toBe(true);
    expect(parse({ id: "abcde", type: "banner", style: { paragraphFontSize: 0.5 } }).success).toBe(false);
    expect(
      parse({ id: "abcde", type: "banner", style: { fontStyle: "italic", fontWeight: "bold" } }).success,
    ).toBe(true);
    expect(parse({ id: "abcde", type: "banner", style: { fontStyle: "oblique" } }).success).toBe(false);
    expect(parse({ id: "abcde", type: "banner", style: { fontWeight: "900" } }).success).toBe(false);
  });

  it("products per row come from 1, 2, 3, 4, 6, 12 and are capped at 12", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 100].map(clampProductsPerRow)).toEqual([
      1, 2, 3, 4, 4, 6, 6, 6, 12, 12, 12,
    ]);
    const s = sectionSchema.parse({ id: "abcde", type: "products", data: { row_limit: 40 } });
    expect(s.type === "products" && s.data.row_limit).toBe(12);
  });

  it("sort_by is one of the seven choices", () => {
    expect(SORT_BY).toEqual([
      "Newest",
      "Oldest",
      "Price ascending",
      "Price descending",
      "Name ascending",
      "Name descending",
      "Position",
    ]);
    expect(parse({ id: "abcde", type: "products", data: { sort_by: "Random" } }).success).toBe(false);
    expect(parse({ id: "abcde", type: "products", data: { limit: 0 } }).success).toBe(false);
  });

  it("section ids are unique within a page", () => {
    const twice = sectionsSchema.safeParse([
      { id: "abcde", type: "banner" },
      { id: "abcde", type: "contact" },
    ]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.path).toEqual([1, "id"]);
  });
});

describe("links", () => {
  it("allows http(s), mailto, site-relative and anchors only", () => {
    for (const ok of ["https://a.example/x", "http://a.example", "mailto:a@b.c", "/store/x/about", "#top"])
      expect(isSafeLinkTarget(ok), ok).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JAVASCRIPT:x",
      "data:text/html,x",
      "//evil.example",
      "vbscript:x",
      "about",
    ])
      expect(isSafeLinkTarget(bad), bad).toBe(false);
  });

  it("the link editor needs a title and a url", () => {
    const res = linkSchema.safeParse({ title: "", url: "" });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.message)).toEqual([
      "Link form: title and url are required.",
      "Link form: title and url are required.",
    ]);
  });
});

describe("contact message", () => {
  it("needs a name (or first and last name), a valid e-mail and a message", () => {
    expect(contactMessageSchema.safeParse({ name: "A", email: "a@b.co", message: "hi" }).success).toBe(true);
    expect(
      contactMessageSchema.safeParse({ first_name: "A", last_name: "B", email: "a@b.co", message: "hi" })
        .success,
    ).toBe(true);
    const bad = contactMessageSchema.safeParse({ email: "x", message: "" });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual(
      expect.arrayContaining([
        ["email", "E-mail must be valid"],
        ["message", "This element is required"],
        ["name", "This element is required"],
      ]),
    );
  });
});

describe("storefront prices", () => {
  it("the storefront's cached formatter prints exactly domain formatMoney", async () => {
    const { money } = await import("../../server/storefront/render/products.js");
    const { formatMoney } = await import("../../domain/pricing.js");
    for (const cents of [0, 1, 99, 1250, 199999, 123456789]) expect(money(cents)).toBe(formatMoney(cents));
  });
});
