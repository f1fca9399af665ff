import type { CatalogueColour, CatalogueItem, Paged } from "../../custom-pages/catalogue/types";
import type { CategoryNode } from "../../domain/contracts/categories";

const colour = (name: string, hex: string, inventory: CatalogueColour["inventory"]): CatalogueColour => ({
  name,
  hex,
  inventory,
  quantity: inventory === "low" ? 0 : inventory === "medium" ? 5 : 200,
  photos: [
    { place: "front", url: `/files/public/catalogue/g5000/${name.toLowerCase()}-front.png` },
    { place: "back", url: `/files/public/catalogue/g5000/${name.toLowerCase()}-back.png` },
  ],
});

export function catalogueItem(overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  const colors = [
    colour("White", "#FFFFFF", "high"),
    colour("Black", "#111111", "low"),
    colour("Navy", "#1F2A44", "medium"),
    colour("Red", "#C8102E", "high"),
    colour("Royal", "#2251A4", "high"),
    colour("Gold", "#F2A900", "high"),
    colour("Maroon", "#5C1F2A", "medium"),
  ];
  return {
    id: 5,
    style_id: "G5000",
    short_name: "Heavy Cotton Tee",
    name: "Gildan 5000 Heavy Cotton Tee",
    brand: "Gildan",
    category: "T-Shirts",
    description: "",
    suggested_method: 1,
    second_suggested_method: null,
    moq: 1,
    print_price: 500,
    first_custom_fee: 950,
    is_customizable: 0,
    is_active: 1,
    popular: 98,
    similar_product_id: null,
    inventory_quantity: 1000,
    price_from: 310,
    photo: colors[0]!.photos[0]!.url,
    colors,
    sizes: ["S", "M", "L", "XL"],
    ...overrides,
  };
}

export function page<T>(data: T[], total = data.length, perPage = 12): Paged<T> {
  return {
    data,
    total,
    current_page: 1,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export function category(
  id: number,
  name: string,
  childOf: number | null = null,
  childrens: CategoryNode[] = [],
): CategoryNode {
  return {
    id,
    website_id: 7,
    name,
    real_name: name,
    slug: name.toLowerCase().replace(/\s+/g, "-"),
    childOf,
    sort_order: 0,
    version: 1,
    childrens,
  };
}
