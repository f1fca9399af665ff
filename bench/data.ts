import { slugify } from "../domain/slug.js";
import type { Rng } from "../server/demo/random.js";

/** Word lists for plausible merchandise names; combinations give 12,000 distinct names. */
const words = (list: string) => list.split(",").map((w) => w.trim());
const STYLES = words(
  "Vintage, Classic, Retro, Minimal, Bold, Faded, Neon, Pastel, Urban, Wild, Cosmic, Tropical, Nordic, Desert, " +
    "Electric, Golden, Midnight, Sunny, Rustic, Graphic",
);
const THEMES = words(
  "Sunset, Mountain, Ocean, Tiger, Skull, Rose, Wave, Forest, City, Galaxy, Coffee, Cactus, Lighthouse, Dragon, " +
    "Bicycle, Guitar, Wolf, Palm, Rocket, Anchor, Fox, Owl, Comet, Lotus, Thunder, Vinyl, Arcade, Marathon, Harbor, Summit",
);
const GARMENTS = words(
  "T-Shirt, Hoodie, Crewneck, Tank Top, Long Sleeve Tee, Cap, Beanie, Mug, Tote Bag, Backpack, Sticker, Poster, " +
    "Phone Case, Socks, Zip Hoodie, Polo, Joggers, Apron, Water Bottle, Baby Onesie",
);
const FIRST = words(
  "Olivia, Liam, Emma, Noah, Ava, Elijah, Sophia, James, Mia, Lucas, Amelia, Mason, Harper, Ethan, Zofia, Jakub, " +
    "Maja, Antoni, Lena, Szymon",
);
const LAST = words(
  "Smith, Johnson, Williams, Brown, Jones, Garcia, Miller, Davis, Martinez, Lopez, Nowak, Kowalski, Wisniewski, " +
    "Wojcik, Taylor, Moore, Clark, Lewis, Walker, Young",
);
const CITIES: readonly (readonly [string, string, string])[] = [
  ["Austin", "TX", "73301"],
  ["Denver", "CO", "80201"],
  ["Portland", "OR", "97201"],
  ["Boston", "MA", "02108"],
  ["Chicago", "IL", "60601"],
  ["Seattle", "WA", "98101"],
  ["Miami", "FL", "33101"],
  ["Phoenix", "AZ", "85001"],
];

export interface ProductRow {
  name: string;
  slug: string;
  desc: string;
  price: number;
  available: number;
  publishedFrom: string | null;
  inventory: number;
  deletedAt: string | null;
}

/** One store product; `serial` keeps the slug unique within the store. */
export function productRow(rng: Rng, serial: number, createdMs: number): ProductRow {
  const garment = rng.pick(GARMENTS);
  const name = `${rng.pick(STYLES)} ${rng.pick(THEMES)} ${garment}`;
  // Prices end in .99 or .00 as real price lists do; cents as integers (schema convention).
  const dollars = rng.int(8, 69);
  const price = dollars * 100 + (rng.chance(0.7) ? 99 : 0);
  // 1 in 20 is scheduled for later; 1 in 100 was soft-deleted: both exist in real stores.
  const scheduled = rng.chance(0.05);
  return {
    name,
    slug: `${slugify(name)}-${serial}`,
    desc: `A ${garment.toLowerCase()} printed on demand. Design ${serial}.`,
    price,
    available: rng.chance(0.7) ? 1 : 0,
    publishedFrom: scheduled ? new Date(createdMs + rng.int(1, 60) * 86_400_000).toISOString() : null,
    inventory: rng.int(0, 500),
    deletedAt: rng.chance(0.01) ? new Date(createdMs + 86_400_000).toISOString() : null,
  };
}

export interface Buyer {
  name: string;
  email: string;
  address: string;
}

/** A pool of buyers reused across orders, as repeat customers are. */
export function buyers(rng: Rng, count: number): Buyer[] {
  return Array.from({ length: count }, (_, i) => {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    const [city, state, postal] = rng.pick(CITIES);
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}.${i}@example.com`.toLowerCase(),
      address: JSON.stringify({
        name: `${first} ${last}`,
        street: `${rng.int(1, 999)} Main St`,
        city,
        state,
        postal,
        country: "US",
      }),
    };
  });
}

/** Weighted pick of an order status: most orders are done, some new, a few canceled. */
export function orderStatus(rng: Rng): string {
  const x = rng.float();
  return x < 0.7 ? "completed" : x < 0.9 ? "new" : "canceled";
}
