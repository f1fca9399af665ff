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

/** Decoration methods by id: 0 embroidery, 1 dtg, 2 engraving, 3 digital. */
export const METHOD = { embroidery: 0, dtg: 1, engraving: 2, digital: 3 } as const;
export const METHOD_NAMES = ["embroidery", "dtg", "engraving", "digital"] as const;

export interface PrintArea {
  original_side: Side;
  width_in: number;
  height_in: number;
  /** Where the area lies on the 600 px catalogue picture, in fractions (domain/placement.ts Rect). */
  box?: { x: number; y: number; width: number; height: number };
}

/** A region of the 600 px picture in pixels: left, top, right, bottom. */
type Region = readonly [number, number, number, number];

/**
 * An area placed on the picture: the largest box of the area's proportions inside the region
 * (drawn on the garment in garment-svg.ts / accessory-svg.ts), centred across and at the
 * region's top (a chest print starts below the collar) or, with `middle`, centred down too.
 */
function onPicture(
  original_side: Side,
  width_in: number,
  height_in: number,
  region: Region,
  middle = false,
): PrintArea {
  const [left, top, right, bottom] = region;
  const aspect = width_in / height_in;
  const width = Math.min(right - left, (bottom - top) * aspect);
  const height = width / aspect;
  const x = left + (right - left - width) / 2;
  const y = middle ? top + (bottom - top - height) / 2 : top;
  const f = (n: number) => Math.round((n / 600) * 10_000) / 10_000;
  return {
    original_side,
    width_in,
    height_in,
    box: { x: f(x), y: f(y), width: f(width), height: f(height) },
  };
}

/** Printable regions of the apparel shapes per side: inside the body, below the neckline or hood. */
const APPAREL_REGIONS: Partial<Record<Shape, Record<Side, Region>>> = {
  tshirt: { front: [190, 175, 410, 500], back: [190, 150, 410, 500] },
  longsleeve: { front: [190, 175, 410, 500], back: [190, 150, 410, 500] },
  sweatshirt: { front: [190, 175, 410, 480], back: [190, 150, 410, 480] },
  hoodie: { front: [190, 215, 410, 385], back: [190, 200, 410, 480] },
  tank: { front: [200, 190, 400, 500], back: [200, 150, 400, 500] },
  polo: { front: [330, 170, 400, 240], back: [190, 150, 410, 480] },
};

function shirtAreas(shape: Shape, areas: readonly PrintArea[]): PrintArea[] {
  const regions = APPAREL_REGIONS[shape];
  return areas.map((a) =>
    regions ? onPicture(a.original_side, a.width_in, a.height_in, regions[a.original_side]) : a,
  );
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
    printAreas: shirtAreas(shape, SHIRT_AREAS),
    palette: APPAREL_COLOURS,
    sizeUpcharge: BIG_SIZES,
    whiteDiscount: 20,
  };
}

export const CATEGORIES: Readonly<Record<string, CategorySpec>> = {
  "T-Shirts": apparel("tshirt"),
  Hoodies: {
    ...apparel("hoodie", METHOD.dtg, METHOD.embroidery),
    printAreas: shirtAreas("hoodie", [
      { original_side: "front", width_in: 12, height_in: 10 },
      { original_side: "back", width_in: 12, height_in: 16 },
    ]),
  },
  Sweatshirts: apparel("sweatshirt", METHOD.dtg, METHOD.embroidery),
  Polos: {
    ...apparel("polo", METHOD.embroidery, METHOD.dtg),
    printAreas: shirtAreas("polo", [
      { original_side: "front", width_in: 4, height_in: 4 },
      { original_side: "back", width_in: 12, height_in: 14 },
    ]),
  },
  "Tank Tops": apparel("tank"),
  "Long Sleeves": apparel("longsleeve"),
  Caps: {
    shape: "cap",
    method: METHOD.embroidery,
    secondMethod: null,
    sides: BOTH_SIDES,
    printAreas: [
      onPicture("front", 4, 1.75, [220, 290, 380, 370], true),
      onPicture("back", 2.5, 1, [250, 350, 350, 400], true),
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
    printAreas: [onPicture("front", 4, 2, [220, 355, 380, 425], true)],
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
    printAreas: [onPicture("front", 8.5, 3.5, [180, 220, 380, 400], true)],
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
      onPicture("front", 12, 12, [190, 280, 410, 510], true),
      onPicture("back", 12, 12, [190, 280, 410, 510], true),
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
    printAreas: [onPicture("front", 10, 10, [210, 335, 390, 465], true)],
    palette: ["Black", "Navy", "Red", "Royal", "Charcoal", "Forest Green", "Heather Grey"],
    sizeUpcharge: {},
    whiteDiscount: 0,
  },
  Aprons: {
    shape: "apron",
    method: METHOD.embroidery,
    secondMethod: METHOD.dtg,
    sides: BOTH_SIDES,
    printAreas: [onPicture("front", 10, 10, [200, 240, 400, 350], true)],
    palette: ["Black", "Navy", "White", "Red", "Forest Green", "Brown", "Sand", "Charcoal"],
    sizeUpcharge: {},
    whiteDiscount: 0,
  },
  Socks: {
    shape: "socks",
    method: METHOD.digital,
    secondMethod: null,
    sides: FRONT_ONLY,
    printAreas: [onPicture("front", 3, 7, [255, 175, 345, 400], true)],
    palette: ["White", "Black", "Heather Grey", "Navy", "Red"],
    sizeUpcharge: { L: 40 },
    whiteDiscount: 0,
  },
  "Phone Cases": {
    shape: "phonecase",
    method: METHOD.digital,
    secondMethod: null,
    sides: FRONT_ONLY,
    printAreas: [onPicture("front", 2.8, 5.8, [180, 96, 420, 506], true)],
    palette: ["Black", "White", "Navy", "Pink", "Light Blue", "Red"],
    sizeUpcharge: { "iPhone 15 Pro": 50, "Galaxy S24": 30 },
    whiteDiscount: 0,
  },
  Posters: {
    shape: "poster",
    method: METHOD.digital,
    secondMethod: null,
    sides: FRONT_ONLY,
    printAreas: [onPicture("front", 18, 24, [196, 114, 404, 486], true)],
    // The poster's colour is its frame.
    palette: ["White", "Black", "Natural", "Brown"],
    sizeUpcharge: { "18x24": 300, "24x36": 700 },
    whiteDiscount: 0,
  },
  [IMPORT_TEST_CATEGORY]: { ...apparel("tshirt"), palette: ["White", "Black", "Navy"] },
};
