import { IMPORT_TEST_CATEGORY, METHOD } from "./catalogue-categories.js";

export interface SupplierProductSpec {
  styleId: string;
  brand: string;
  name: string;
  shortName: string;
  category: string;
  /** Cost of the cheapest variant, in cents. */
  cost: number;
  colours: number;
  sizes: readonly string[];
  popular: number;
  customizable?: boolean;
  active?: boolean;
  /** When the product's own decoration method differs from its category's. */
  method?: number;
  description: string;
}

const ONE_SIZE = ["One Size"];
const MUG_SIZES = ["11oz", "15oz"];
const SOCK_SIZES = ["S", "M", "L"];
const PHONES = ["iPhone 14", "iPhone 15", "iPhone 15 Pro", "Galaxy S24"];
const POSTER_SIZES = ["12x18", "18x24", "24x36"];
const XS_2XL = ["XS", "S", "M", "L", "XL", "2XL"];
const S_3XL = ["S", "M", "L", "XL", "2XL", "3XL"];
const XS_3XL = ["XS", ...S_3XL];
const S_5XL = [...S_3XL, "4XL", "5XL"];
const XS_4XL = [...XS_3XL, "4XL"];

type Row = [string, string, string, string, string, number, number, readonly string[], number, string];

/** style, brand, name, short name, category, cost, colour count, sizes, popularity, description */
// prettier-ignore
const ROWS: readonly Row[] = [
  ["G5000", "Gildan", "Gildan 5000 Heavy Cotton Tee", "Heavy Cotton Tee", "T-Shirts", 310, 10, S_5XL, 98, "5.3 oz. 100% cotton classic-fit tee with a seamless double-needle collar."],
  ["BC3001", "Bella+Canvas", "Bella+Canvas 3001 Unisex Jersey Tee", "Unisex Jersey Tee", "T-Shirts", 420, 10, [...XS_3XL, "4XL"], 95, "4.2 oz. Airlume combed and ring-spun cotton, retail fit with side seams."],
  ["NL3600", "Next Level", "Next Level 3600 Cotton Crew", "Cotton Crew", "T-Shirts", 390, 8, XS_3XL, 80, "4.3 oz. combed ring-spun cotton with a fitted, modern cut."],
  ["CC1717", "Comfort Colors", "Comfort Colors 1717 Garment-Dyed Tee", "Garment-Dyed Tee", "T-Shirts", 560, 8, [...S_3XL, "4XL"], 88, "6.1 oz. ring-spun cotton, garment dyed for a soft, lived-in feel."],
  ["H5250", "Hanes", "Hanes 5250 Authentic Tee", "Authentic Tee", "T-Shirts", 330, 6, S_3XL, 60, "5.2 oz. 100% cotton with a lay-flat collar and tagless label."],
  ["PC54", "Port & Company", "Port & Company PC54 Core Cotton Tee", "Core Cotton Tee", "T-Shirts", 300, 9, [...S_5XL, "6XL"], 70, "5.4 oz. 100% cotton workhorse tee in the widest size range."],
  ["G64000", "Gildan", "Gildan 64000 Softstyle Tee", "Softstyle Tee", "T-Shirts", 350, 8, XS_3XL, 75, "4.5 oz. ring-spun cotton with a semi-fitted silhouette."],
  ["G18500", "Gildan", "Gildan 18500 Heavy Blend Hoodie", "Heavy Blend Hoodie", "Hoodies", 1250, 9, S_5XL, 92, "8 oz. 50/50 cotton-poly fleece with a double-lined hood and pouch pocket."],
  ["BC3719", "Bella+Canvas", "Bella+Canvas 3719 Sponge Fleece Hoodie", "Sponge Fleece Hoodie", "Hoodies", 1890, 7, XS_2XL, 78, "Airlume sponge fleece pullover with a retail fit."],
  ["S700", "Champion", "Champion S700 Powerblend Hoodie", "Powerblend Hoodie", "Hoodies", 1790, 6, S_3XL, 72, "9 oz. Powerblend fleece that resists pilling and shrinkage."],
  ["IND4000", "Independent Trading Co.", "Independent Trading Co. IND4000 Heavyweight Hoodie", "Heavyweight Hoodie", "Hoodies", 1990, 6, XS_3XL, 66, "10 oz. heavyweight pullover with a three-panel hood."],
  ["K121", "Carhartt", "Carhartt K121 Midweight Hooded Sweatshirt", "Midweight Hoodie", "Hoodies", 1995, 5, S_3XL, 58, "10.5 oz. midweight fleece with rib-knit cuffs and waistband."],
  ["G18000", "Gildan", "Gildan 18000 Heavy Blend Crewneck", "Heavy Blend Crewneck", "Sweatshirts", 990, 8, S_5XL, 85, "8 oz. 50/50 fleece crewneck with rib-knit collar, cuffs and waistband."],
  ["S600", "Champion", "Champion S600 Powerblend Crewneck", "Powerblend Crewneck", "Sweatshirts", 1450, 6, S_3XL, 64, "9 oz. Powerblend fleece crewneck with side-seam panels."],
  ["CC1566", "Comfort Colors", "Comfort Colors 1566 Garment-Dyed Crewneck", "Garment-Dyed Crewneck", "Sweatshirts", 1690, 6, S_3XL, 61, "Garment-dyed fleece with a relaxed fit."],
  ["K500", "Port Authority", "Port Authority K500 Silk Touch Polo", "Silk Touch Polo", "Polos", 1090, 8, XS_4XL, 69, "5 oz. easy-care pique polo that resists wrinkles and shrinking."],
  ["ST550", "Sport-Tek", "Sport-Tek ST550 PosiCharge Competitor Polo", "Competitor Polo", "Polos", 990, 7, XS_4XL, 55, "3.8 oz. moisture-wicking polyester with PosiCharge colour lock."],
  ["G8800", "Gildan", "Gildan 8800 DryBlend Jersey Polo", "DryBlend Jersey Polo", "Polos", 720, 6, S_3XL, 50, "5.6 oz. DryBlend jersey with a three-button placket."],
  ["BC3480", "Bella+Canvas", "Bella+Canvas 3480 Unisex Jersey Tank", "Jersey Tank", "Tank Tops", 390, 7, XS_2XL, 57, "4.2 oz. Airlume cotton tank with a relaxed armhole."],
  ["NL6733", "Next Level", "Next Level 6733 Racerback Tank", "Racerback Tank", "Tank Tops", 420, 6, XS_2XL, 44, "Lightweight poly-cotton racerback with a longer body."],
  ["G2200", "Gildan", "Gildan 2200 Ultra Cotton Tank", "Ultra Cotton Tank", "Tank Tops", 360, 5, ["S", "M", "L", "XL", "2XL"], 38, "6 oz. 100% cotton tank with double-needle hem."],
  ["G2400", "Gildan", "Gildan 2400 Ultra Cotton Long Sleeve Tee", "Ultra Cotton Long Sleeve", "Long Sleeves", 560, 8, S_5XL, 74, "6 oz. 100% cotton long sleeve with rib-knit cuffs."],
  ["BC3501", "Bella+Canvas", "Bella+Canvas 3501 Jersey Long Sleeve Tee", "Jersey Long Sleeve", "Long Sleeves", 690, 7, XS_2XL, 63, "4.2 oz. Airlume cotton long sleeve with a retail fit."],
  ["CC6014", "Comfort Colors", "Comfort Colors 6014 Garment-Dyed Long Sleeve", "Garment-Dyed Long Sleeve", "Long Sleeves", 780, 6, S_3XL, 59, "6.1 oz. garment-dyed long sleeve tee."],
  ["R112", "Richardson", "Richardson 112 Trucker Cap", "Trucker Cap", "Caps", 520, 8, ONE_SIZE, 90, "Six-panel mid-profile trucker with a mesh back and snap closure."],
  ["YP6089", "Yupoong", "Yupoong 6089M Classic Snapback", "Classic Snapback", "Caps", 480, 7, ONE_SIZE, 67, "Structured high-profile wool blend snapback with a flat visor."],
  ["YP6245", "Yupoong", "Yupoong 6245CM Classic Dad Cap", "Classic Dad Cap", "Caps", 390, 8, ONE_SIZE, 71, "Unstructured cotton twill cap with an adjustable strap."],
  ["STC10", "Sport-Tek", "Sport-Tek STC10 Dry Zone Nylon Cap", "Dry Zone Cap", "Caps", 450, 5, ONE_SIZE, 35, "Lightweight moisture-wicking nylon cap with a hook-and-loop closure."],
  ["CP90", "Port & Company", "Port & Company CP90 Knit Cap", "Knit Beanie", "Beanies", 260, 8, ONE_SIZE, 62, "Fine-gauge acrylic knit beanie."],
  ["A18", "Carhartt", "Carhartt A18 Acrylic Watch Hat", "Acrylic Watch Hat", "Beanies", 590, 7, ONE_SIZE, 77, "Rib-knit acrylic watch hat with a fold-up cuff."],
  ["YP1501", "Yupoong", "Yupoong 1501KC Cuffed Knit Beanie", "Cuffed Knit Beanie", "Beanies", 310, 6, ONE_SIZE, 40, "Classic cuffed beanie in soft acrylic."],
  ["ORCA-CM", "Orca", "Orca Classic Ceramic Mug", "Ceramic Mug", "Mugs", 290, 5, MUG_SIZES, 86, "Dishwasher-safe ceramic mug with a glossy coating for full-colour prints."],
  ["ORCA-TT", "Orca", "Orca Two-Tone Colour Mug", "Two-Tone Mug", "Mugs", 340, 6, MUG_SIZES, 54, "White ceramic mug with a coloured interior and handle."],
  ["PCAM-15", "Polar Camel", "Polar Camel Stainless Steel Mug", "Steel Mug", "Mugs", 690, 4, ["15oz"], 48, "Vacuum-insulated stainless mug with a powder coat for laser engraving."],
  ["LB8502", "Liberty Bags", "Liberty Bags 8502 Canvas Tote", "Canvas Tote", "Tote Bags", 310, 6, ONE_SIZE, 68, "12 oz. cotton canvas tote with reinforced handles."],
  ["BE008", "BAGedge", "BAGedge BE008 Canvas Book Tote", "Canvas Book Tote", "Tote Bags", 360, 5, ONE_SIZE, 41, "Heavy canvas book bag with a bottom gusset."],
  ["Q800", "Q-Tees", "Q-Tees Q800 Economical Tote", "Economical Tote", "Tote Bags", 180, 5, ONE_SIZE, 36, "Lightweight cotton tote for giveaways and events."],
  ["BG203", "Port Authority", "Port Authority BG203 Cinch Pack", "Cinch Pack", "Backpacks", 340, 7, ONE_SIZE, 52, "Polyester cinch pack with drawstring shoulder straps."],
  ["LB8881", "Liberty Bags", "Liberty Bags 8881 Drawstring Backpack", "Drawstring Backpack", "Backpacks", 220, 6, ONE_SIZE, 45, "Nylon drawstring pack with reinforced corners."],
  ["BG204", "Port Authority", "Port Authority BG204 Xtreme Backpack", "Xtreme Backpack", "Backpacks", 1590, 4, ONE_SIZE, 33, "Padded laptop backpack with a front organiser pocket."],
  ["A500", "Port Authority", "Port Authority A500 Easy Care Bib Apron", "Bib Apron", "Aprons", 690, 6, ONE_SIZE, 46, "Stain-release poly-cotton bib apron with a divided pocket."],
  ["Q4350", "Q-Tees", "Q-Tees Q4350 Full-Length Apron", "Full-Length Apron", "Aprons", 620, 5, ONE_SIZE, 30, "Cotton twill full-length apron with an adjustable neck strap."],
  ["AUG6007", "Augusta Sportswear", "Augusta Sportswear 6007 Athletic Crew Sock", "Athletic Crew Sock", "Socks", 420, 5, SOCK_SIZES, 39, "Cushioned crew sock with a ribbed arch band."],
  ["SC-KNIT", "Sock Club", "Sock Club Custom Knit Crew Socks", "Knit Crew Socks", "Socks", 560, 4, SOCK_SIZES, 34, "Combed cotton crew socks with a full-colour knit pattern."],
  ["CM-TOUGH", "Case-Mate", "Case-Mate Tough Phone Case", "Tough Phone Case", "Phone Cases", 590, 5, PHONES, 49, "Dual-layer impact-resistant case with a printable back."],
  ["CM-SLIM", "Case-Mate", "Case-Mate Barely There Slim Case", "Slim Phone Case", "Phone Cases", 510, 4, PHONES, 31, "Ultra-thin hard case with an edge-to-edge print."],
  ["EPS-MP", "Epson", "Epson Archival Matte Poster", "Matte Poster", "Posters", 320, 4, POSTER_SIZES, 53, "Museum-grade archival matte paper in a wooden frame."],
  ["CAN-SP", "Canon", "Canon Premium Satin Poster", "Satin Poster", "Posters", 380, 3, POSTER_SIZES, 27, "Satin-finish photo paper with rich blacks, framed."],
];

/** Powder-coated steel is laser engraved, not printed. */
const METHOD_OVERRIDES: Readonly<Record<string, number>> = { "PCAM-15": METHOD.engraving };

export const SUPPLIER_PRODUCTS: readonly SupplierProductSpec[] = [
  ...ROWS.map(
    ([styleId, brand, name, shortName, category, cost, colours, sizes, popular, description], i) => ({
      styleId,
      brand,
      name,
      shortName,
      category,
      cost,
      colours,
      sizes,
      popular,
      description,
      // Every third product takes custom artwork fees (spec: the first custom fee applies).
      customizable: i % 3 === 0,
      method: METHOD_OVERRIDES[styleId],
    }),
  ),
  {
    styleId: "IMPORT-TEST-1",
    brand: "Gildan",
    name: "Import test row",
    shortName: "Import test",
    category: IMPORT_TEST_CATEGORY,
    cost: 300,
    colours: 3,
    sizes: ["S", "M", "L"],
    popular: 0,
    active: false,
    description: "A row left by a supplier CSV import check; hidden from the catalogue picker.",
  },
];
