import { describe, expect, it } from "vitest";
import {
  VARIANT_MSG,
  generateVariants,
  newVariantId,
  previewFromGenerated,
  setColorAvailability,
  variantDialogError,
  variantFromSupplier,
  type ProductVariant,
  type SupplierVariantInput,
} from "../../domain/variants.js";

let n = 0;
const sv = (id: number, color: string, size: string, available = 1): SupplierVariantInput => ({
  id,
  sku: `${color}-${size}`,
  color,
  color_swatch: "#000",
  size,
  available,
  cost: 500,
  quantity: 20,
  images: [
    { place: "back", key: `${color}/back.png` },
    { place: "front", key: `${color}/front.png` },
  ],
});
const supplier = [
  sv(1, "Black", "S"),
  sv(2, "Black", "M"),
  sv(3, "Black", "L"),
  sv(4, "White", "S"),
  sv(5, "White", "M", 0),
  sv(6, "Red", "S"),
  sv(7, "Red", "M"),
];
const newId = () => `new-${++n}`;

describe("generateVariants", () => {
  const existing: ProductVariant[] = [
    { ...variantFromSupplier(supplier[0]!, "keep-black-s"), price: 2500, available: 0 },
    variantFromSupplier(supplier[3]!, "white-s"),
  ];

  it("keeps existing pairs untouched and builds new ones from available supplier variants", () => {
    const result = generateVariants({
      existing,
      supplierVariants: supplier,
      colors: ["Black", "Red"],
      sizes: ["M", "S"],
      originalColors: ["Black", "White"],
      newId,
    });
    expect(result.variants.map((v) => `${v.color}/${v.size}`)).toEqual([
      "Black/S",
      "Black/M",
      "Red/S",
      "Red/M",
    ]);
    expect(result.variants[0]).toBe(existing[0]);
    const fresh = result.variants[1]!;
    expect(fresh).toMatchObject({
      supplier_variant_id: 2,
      sku: "Black_M",
      available: 1,
      show: 1,
      price: null,
    });
    expect(fresh.id).toMatch(/^new-/);
    expect(fresh.photos[0]?.place).toBe("front");
    // White was removed: its variant is dropped and so is the colour from the original list.
    expect(result.originalColors).toEqual(["Black"]);
  });

  it("skips pairs whose supplier variant is missing or unavailable", () => {
    const result = generateVariants({
      existing: [],
      supplierVariants: supplier,
      colors: ["White"],
      sizes: ["S", "M", "XL"],
      originalColors: [],
      newId,
    });
    expect(result.variants.map((v) => v.size)).toEqual(["S"]);
    expect(result.skipped).toEqual([
      { color: "White", size: "M" },
      { color: "White", size: "XL" },
    ]);
  });

  it("drops variants of a removed size", () => {
    const result = generateVariants({
      existing,
      supplierVariants: supplier,
      colors: ["Black"],
      sizes: ["L"],
      originalColors: ["Black"],
      newId,
    });
    expect(result.variants.map((v) => v.sku)).toEqual(["Black_L"]);
  });
});

describe("variant helpers", () => {
  it("toggles availability for every variant of a colour", () => {
    const variants = [
      variantFromSupplier(supplier[0]!, "a"),
      variantFromSupplier(supplier[1]!, "b"),
      variantFromSupplier(supplier[3]!, "c"),
    ];
    const off = setColorAvailability(variants, "Black", false);
    expect(off.map((v) => v.available)).toEqual([0, 0, 1]);
  });
  it("draws 20-character ids", () => {
    expect(newVariantId(Math.random)).toMatch(/^[A-Za-z0-9]{20}$/);
  });
  it("takes the preview from the first generated photo", () => {
    const v = {
      ...variantFromSupplier(supplier[0]!, "a"),
      generated_photos: [{ src: "s", mocup: "m.png", place: "back" }],
    };
    expect(previewFromGenerated([variantFromSupplier(supplier[1]!, "b"), v])).toEqual({
      preview: "m.png",
      side: "back",
    });
    expect(previewFromGenerated([])).toBeNull();
  });
  it("gives the spec's variant dialog errors", () => {
    const ok = { grouped: false, colors: ["Black"], sizes: ["S"], supplierVariantId: 1, matched: true };
    expect(variantDialogError({ ...ok, colors: [] })).toBe(VARIANT_MSG.selectColor);
    expect(variantDialogError({ ...ok, sizes: [""] })).toBe(VARIANT_MSG.selectSize);
    expect(variantDialogError({ ...ok, matched: false })).toBe(VARIANT_MSG.supplierVariantNotFound);
    expect(variantDialogError({ ...ok, supplierVariantId: null })).toBe(VARIANT_MSG.noSupplierId);
    expect(variantDialogError({ ...ok, grouped: true, sizes: [] })).toBe(VARIANT_MSG.selectSizesAndColors);
    expect(variantDialogError(ok)).toBeNull();
  });
});
