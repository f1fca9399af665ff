import type { CompanyRole, PermissionType } from "../../domain/permissions.js";
import type { DemoUserKey } from "./accounts.js";

export interface StoreCategoryDef {
  name: string;
  /** Supplier categories whose products land in this store category. */
  supplierCategories: readonly string[];
}

export interface StoreDef {
  name: string;
  link: string;
  owner: DemoUserKey;
  company: boolean;
  launched: boolean;
  demo: boolean;
  plan: string;
  limits: Record<string, unknown>;
  addressValid: boolean;
  stripeValid: boolean;
  margin: number;
  /** Banner and accent colour. */
  accent: string;
  productCount: number;
  /** Design names printed on this store's products. */
  themes: readonly string[];
  categories: readonly StoreCategoryDef[];
  /** Share of the base monthly order volume. */
  orderWeight: number;
  /** Days before the first order month the store opened. */
  openedBeforeOrders: number;
}

const APPAREL: StoreCategoryDef = {
  name: "T-Shirts",
  supplierCategories: ["T-Shirts", "Long Sleeves", "Tank Tops"],
};
const WARM: StoreCategoryDef = {
  name: "Hoodies & Sweatshirts",
  supplierCategories: ["Hoodies", "Sweatshirts"],
};
const HEADWEAR: StoreCategoryDef = { name: "Headwear", supplierCategories: ["Caps", "Beanies"] };
const ACCESSORIES: StoreCategoryDef = {
  name: "Accessories",
  supplierCategories: ["Mugs", "Tote Bags", "Backpacks", "Socks", "Phone Cases"],
};
const POLOS: StoreCategoryDef = { name: "Polos", supplierCategories: ["Polos"] };
const DRINKWARE: StoreCategoryDef = { name: "Drinkware", supplierCategories: ["Mugs"] };
const BAGS: StoreCategoryDef = { name: "Bags", supplierCategories: ["Tote Bags", "Aprons"] };
const WALL_ART: StoreCategoryDef = { name: "Wall Art", supplierCategories: ["Posters"] };
/** Filled with each store's most recent products, whatever their kind. */
export const NEW_ARRIVALS: StoreCategoryDef = { name: "New Arrivals", supplierCategories: [] };

export const STORE_DEFS: readonly StoreDef[] = [
  {
    name: "Acme Team Store",
    link: "acme-team-store",
    owner: "primary",
    company: true,
    launched: true,
    demo: false,
    plan: "pro",
    limits: { giftcards: true, products: 1000, patterns: "all" },
    addressValid: true,
    stripeValid: true,
    margin: 1.0,
    accent: "#2251A4",
    productCount: 18,
    themes: [
      "Acme Classic Logo",
      "Acme Crew",
      "Acme Est. 1998",
      "Acme Summit",
      "Acme Wordmark",
      "Acme Retro Stripe",
    ],
    categories: [APPAREL, WARM, POLOS, HEADWEAR, ACCESSORIES, NEW_ARRIVALS],
    orderWeight: 1,
    openedBeforeOrders: 25,
  },
  {
    name: "Acme Events",
    link: "acme-events",
    owner: "primary",
    company: true,
    launched: false,
    demo: false,
    plan: "free",
    limits: { products: 50 },
    addressValid: false,
    stripeValid: false,
    margin: 1.0,
    accent: "#C8102E",
    productCount: 8,
    themes: ["Acme Fun Run", "Acme Hackathon", "Acme Summer Picnic", "Acme Volunteer Day"],
    categories: [APPAREL, WARM, HEADWEAR, ACCESSORIES, NEW_ARRIVALS],
    orderWeight: 0.2,
    openedBeforeOrders: 10,
  },
  {
    name: "Acme Demo Store",
    link: "acme-demo-store",
    owner: "primary",
    company: true,
    launched: false,
    demo: true,
    plan: "free",
    limits: { products: 50 },
    addressValid: false,
    stripeValid: false,
    margin: 1.0,
    accent: "#2C5234",
    productCount: 10,
    themes: ["Sample Logo", "Demo Badge", "Example Co."],
    categories: [APPAREL, WARM, HEADWEAR, ACCESSORIES],
    orderWeight: 0.25,
    openedBeforeOrders: 15,
  },
  {
    name: "Oscar's Tees",
    link: "oscars-tees",
    owner: "owner",
    company: false,
    launched: true,
    demo: false,
    plan: "free",
    limits: { products: 50 },
    addressValid: true,
    stripeValid: true,
    margin: 1.1,
    accent: "#F26B21",
    productCount: 14,
    themes: ["Good Vibes", "Coffee First", "Mountain Line", "Retro Sunset", "Dog Person", "Weekend Mode"],
    categories: [APPAREL, WARM, HEADWEAR, NEW_ARRIVALS],
    orderWeight: 0.8,
    openedBeforeOrders: 12,
  },
  {
    name: "Oscar's Mugs",
    link: "oscars-mugs",
    owner: "owner",
    company: false,
    launched: false,
    demo: false,
    plan: "free",
    limits: { products: 50 },
    addressValid: false,
    stripeValid: false,
    margin: 1.0,
    accent: "#5B2A86",
    productCount: 7,
    themes: ["But First Coffee", "World's Okayest", "Plant Parent", "Night Owl"],
    categories: [DRINKWARE, BAGS, WALL_ART, NEW_ARRIVALS],
    orderWeight: 0.15,
    openedBeforeOrders: 5,
  },
];

/** Which company stores the company staff are attached to, and in which role. */
export const STORE_MEMBERS: readonly { link: string; user: DemoUserKey; role: CompanyRole }[] = [
  { link: "acme-team-store", user: "storeAdmin", role: "store_admin" },
  { link: "acme-events", user: "storeAdmin", role: "store_admin" },
  { link: "acme-team-store", user: "designer", role: "designer" },
  { link: "acme-team-store", user: "salesperson", role: "salesperson" },
  { link: "acme-team-store", user: "client", role: "client" },
];

/** A few explicit per-store entries so the "explicit entry beats role default" logic has data. */
export const STORE_PERMISSIONS: readonly {
  link: string;
  user: DemoUserKey;
  type: PermissionType;
  value: number;
}[] = [
  { link: "acme-team-store", user: "salesperson", type: "browse_products", value: 0 },
  { link: "acme-team-store", user: "client", type: "browse_single_order", value: 1 },
  { link: "acme-events", user: "storeAdmin", type: "browse_discounts", value: 0 },
];
