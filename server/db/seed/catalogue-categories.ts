import type { ColourName } from "./colors.js";

export type Side = "front" | "back";
export type Shape =
  | "tshirt"
  | "longsleeve"
  | "tank"
  | "polo"
  | "sweatshirt"
  | "hoodie"
  | "cap"
  | "beanie"
  | "mug"
  | "tote"
  | "backpack"
  | "apron"
  | "socks"
  | "phonecase"
  | "poster";

/** Decoration methods by id (spec §9): 0 embroidery, 1 dtg, 2 engraving, 3 digital. */
export const METHOD = { embroidery: 0, dtg: 1, engraving: 2, digital: 3 } as const;
export const METHOD_NAMES = ["embroidery", "dtg", "engraving", "digital"] as const;

export interface PrintArea {
  original_side: Side;
  width_in: number;
  height_in: number;
}

export interface CategorySpec {
  shape: Shape;
  method: number;
  secondMethod: number | null;
  sides: readonly Side[];
  printAreas: readonly PrintArea[];
  /** The colours this kind of product comes in; the first is offered by every product. */
  palette: readonly ColourName[];
  /** Extra cost per size on top of the product's base cost, in cents. */
  sizeUpcharge: Readonly<Record<string, number>>;
  /** Undyed blanks cost the supplier less: white apparel is a little cheaper, in cents. */
  whiteDiscount: number;
}

/** The spec's "import test" supplier category: imported rows that the catalogue picker hides. */
export const IMPORT_TEST_CATEGORY = "import test";

const APPAREL_COLOURS: readonly ColourName[] = [
  "White",
  "Black",
  "Navy",
  "Heather Grey",
  "Charcoal",
  "Red",
  "Royal",
  "Light Blue",
  "Forest Green",
  "Kelly Green",
  "Maroon",
  "Gold",
  "Orange",
  "Pink",
  "Sand",
  "Purple",
];
const BIG_SIZES = { "2XL": 200, "3XL": 350, "4XL": 500, "5XL": 650, "6XL": 800 };
const BOTH_SIDES: readonly Side[] = ["front", "back"];
const FRONT_ONLY: readonly Side[] = ["front"];
const SHIRT_AREAS: readonly PrintArea[] = [
  { original_side: "front", width_in: 12, height_in: 16 },
  { original_side: "back", width_in: 12, height_in: 16 },
];

function apparel(shape: Shape, method: number = METHOD.dtg, second: number | null = null): CategorySpec {
  return {
    shape,
    method,
    secondMethod: second,
    sides: BOTH_SIDES,
    printAreas: SHIRT_AREAS,
    palette: APPAREL_COLOURS,
    sizeUpcharge: BIG_SIZES,
    whiteDiscount: 20,
  };
}

export const CATEGORIES: Readonly<Record<string, CategorySpec>> = {
  "T-Shirts": apparel("tshirt"),
  Hoodies: {
    ...apparel("hoodie", METHOD.dtg, METHOD.embroidery),
    printAreas: [
      { original_side: "front", width_in: 12, height_in: 10 },
      { original_side: "back", width_in: 12, height_in: 16 },
    ],
  },
  Sweatshirts: apparel("sweatshirt", METHOD.dtg, METHOD.embroidery),
  Polos: {
    ...apparel("polo", METHOD.embroidery, METHOD.dtg),
    printAreas: [
      { original_side: "front", width_in: 4, height_in: 4 },
      { original_side: "back", width_in: 12, height_in: 14 },
    ],
  },
  "Tank Tops": apparel("tank"),
  "Long Sleeves": apparel("longsleeve"),
  Caps: {
    shape: "cap",
    method: METHOD.embroidery,
    secondMethod: null,
    sides: BOTH_SIDES,
    printAreas: [
      { original_side: "front", width_in: 4, height_in: 1.75 },
      { original_side: "back", width_in: 2.5, height_in: 1 },
    ],
    palette: [
      "Black",
      "Navy",
      "White",
      "Heather Grey",
      "Red",
      "Royal",
      "Forest Green",
      "Sand",
      "Olive",
      "Charcoal",
    ],
    sizeUpcharge: {},
    whiteDiscount: 0,
  },
  Beanies: {
    shape: "beanie",
    method: METHOD.embroidery,
    secondMethod: null,
    sides: BOTH_SIDES,
    printAreas: [{ original_side: "front", width_in: 4, height_in: 2 }],
    palette: [
      "Black",
      "Navy",
      "Heather Grey",
      "Red",
      "Forest Green",
      "Maroon",
      "Gold",
      "Brown",
      "Olive",
      "Charcoal",
    ],
    sizeUpcharge: {},
    whiteDiscount: 0,
  },
  Mugs: {
    shape: "mug",
    method: METHOD.digital,
    secondMethod: METHOD.engraving,
    sides: FRONT_ONLY,
    printAreas: [{ original_side: "front", width_in: 8.5, height_in: 3.5 }],
    palette: ["White", "Black", "Red", "Navy", "Royal", "Pink", "Light Blue"],
    sizeUpcharge: { "15oz": 110 },
    whiteDiscount: 0,
  },
  "Tote Bags": {
    shape: "tote",
    method: METHOD.dtg,
    secondMethod: null,
    sides: BOTH_SIDES,
    printAreas: [
      { original_side: "front", width_in: 12, height_in: 12 },
      { original_side: "back", width_in: 12, height_in: 12 },
    ],
    palette: ["Natural", "Black", "Navy", "Red", "Royal", "Forest Green", "Sand"],
    sizeUpcharge: {},
    whiteDiscount: 0,
  },
  Backpacks: {
    shape: "backpack",
    method: METHOD.embroidery,
    secondMethod: METHOD.dtg,
    sides: BOTH_SIDES,
    printAreas: [{ original_side: "front", width_in: 10, height_in: 10 }],
    palette: ["Black", "Navy", "Red", "Royal", "Charcoal", "Forest Green", "Heather Grey"],
    sizeUpcharge: {},
    whiteDiscount: 0,
  },
  Aprons: {
    shape: "apron",
    method: METHOD.embroidery,
    secondMethod: METHOD.dtg,
    sides: BOTH_SIDES,
    printAreas: [{ original_side: "front", width_in: 10, height_in: 10 }],
    palette: ["Black", "Navy", "White", "Red", "Forest Green", "Brown", "Sand", "Charcoal"],
    sizeUpcharge: {},
    whiteDiscount: 0,
  },
  Socks: {
    shape: "socks",
    method: METHOD.digital,
    secondMethod: null,
    sides: FRONT_ONLY,
    printAreas: [{ original_side: "front", width_in: 3, height_in: 7 }],
    palette: ["White", "Black", "Heather Grey", "Navy", "Red"],
    sizeUpcharge: { L: 40 },
    whiteDiscount: 0,
  },
  "Phone Cases": {
    shape: "phonecase",
    method: METHOD.digital,
    secondMethod: null,
    sides: FRONT_ONLY,
    printAreas: [{ original_side: "front", width_in: 2.8, height_in: 5.8 }],
    palette: ["Black", "White", "Navy", "Pink", "Light Blue", "Red"],
    sizeUpcharge: { "iPhone 15 Pro": 50, "Galaxy S24": 30 },
    whiteDiscount: 0,
  },
  Posters: {
    shape: "poster",
    method: METHOD.digital,
    secondMethod: null,
    sides: FRONT_ONLY,
    printAreas: [{ original_side: "front", width_in: 18, height_in: 24 }],
    // The poster's colour is its frame.
    palette: ["White", "Black", "Natural", "Brown"],
    sizeUpcharge: { "18x24": 300, "24x36": 700 },
    whiteDiscount: 0,
  },
  [IMPORT_TEST_CATEGORY]: { ...apparel("tshirt"), palette: ["White", "Black", "Navy"] },
};
