import { describe, expect, it } from "vitest";
import {
  newSection,
  normaliseSection,
  normaliseSections,
  SECTION_TYPES,
  sectionDefaults,
  sectionSchema,
} from "../../domain/sections.js";

/** The home page as the demo seed used to store it: no style object, ids in mixed case. */
const LEGACY_HOME = [
  {
    id: "Ab3dE",
    type: "banner",
    data: { url: "public/banners/acme.png", position: "full", additional_option: "", website_url: "" },
  },
  { id: "x9Y8z", type: "products", data: { title: "Featured products", row_limit: 3, limit: 15 } },
];

describe("normaliseSections: any stored section in the editor's shape", () => {
  it("gives a stored section without style the style object and every default field", () => {
    const [banner, products] = normaliseSections(LEGACY_HOME);
    expect(banner).toEqual({
      id: "Ab3dE",
      type: "banner",
      style: {},
      data: { ...sectionDefaults("banner"), url: "public/banners/acme.png" },
    });
    expect(products!.style).toEqual({});
    expect(products!.data).toEqual({ ...sectionDefaults("products"), title: "Featured products" });
  });

  it("reads a section the editor made back unchanged", () => {
    for (const type of SECTION_TYPES) {
      const made = newSection(type);
      expect(normaliseSections([made])).toEqual([made]);
    }
  });

  it("fills defaults for a bare {id, type} of every type, and the result passes the schema", () => {
    for (const type of SECTION_TYPES) {
      const [section] = normaliseSections([{ id: "abcde", type }]);
      expect(section).toEqual({ id: "abcde", type, style: {}, data: sectionDefaults(type) });
      expect(sectionSchema.safeParse(section).success).toBe(true);
    }
  });

  it("lets null values give way to the defaults", () => {
    const [section] = normaliseSections([
      { id: "abcde", type: "contact", style: null, data: { title: null, phone: false } },
    ]);
    expect(section).toEqual({
      id: "abcde",
      type: "contact",
      style: {},
      data: { ...sectionDefaults("contact"), phone: false },
    });
  });

  it("gives a section a new id when its own is missing, malformed or repeated", () => {
    const sections = normaliseSections([
      { type: "banner" },
      { id: "no!", type: "banner" },
      { id: "same1", type: "banner" },
      { id: "same1", type: "products" },
    ]);
    const ids = sections.map((s) => s.id);
    expect(ids[2]).toBe("same1");
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{5}$/i);
    expect(new Set(ids).size).toBe(4);
  });

  it("keeps a section the schema refuses, with its values over the defaults, unless validOnly", () => {
    const stored = [{ id: "abcde", type: "products", data: { title: "x".repeat(201) } }];
    const kept = normaliseSections(stored);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.data).toMatchObject({ title: "x".repeat(201), limit: 15, sort_by: "Newest" });
    expect(kept[0]!.style).toEqual({});
    expect(normaliseSection(stored[0])?.valid).toBe(false);
    expect(normaliseSections(stored, { validOnly: true })).toEqual([]);
  });

  it("drops what is not a section at all, and reads anything but an array as no sections", () => {
    expect(normaliseSections([null, 3, "banner", { id: "abcde", type: "video" }])).toEqual([]);
    expect(normaliseSections(null)).toEqual([]);
    expect(normaliseSections({ id: "abcde", type: "banner" })).toEqual([]);
  });
});
