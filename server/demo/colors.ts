import { slugify } from "../../domain/slug.js";

export interface Colour {
  name: string;
  hex: string;
}

/** One shared palette: the supplier colours every catalogue product draws from. */
export const PALETTE = {
  White: "#FFFFFF",
  Black: "#111111",
  Navy: "#1F2A44",
  "Heather Grey": "#B8B8B8",
  Charcoal: "#3C3F44",
  Red: "#C8102E",
  Royal: "#2251A4",
  "Light Blue": "#9DC3E6",
  "Forest Green": "#2C5234",
  "Kelly Green": "#2E8B3D",
  Maroon: "#5C1F2A",
  Gold: "#F2A900",
  Orange: "#F26B21",
  Pink: "#F4A6C1",
  Sand: "#D8C8A8",
  Natural: "#EFE6D2",
  Purple: "#5B2A86",
  Brown: "#5A3A22",
  Olive: "#5B5B33",
} as const satisfies Record<string, string>;

export type ColourName = keyof typeof PALETTE;

export function colour(name: ColourName): Colour {
  return { name, hex: PALETTE[name] };
}

export function colourSlug(name: string): string {
  return slugify(name);
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Blend `hex` toward `target` by `amount` (0..1). */
export function mix(hex: string, target: string, amount: number): string {
  const a = channels(hex);
  const b = channels(target);
  return toHex(a.map((c, i) => c + ((b[i] as number) - c) * amount));
}

/** Relative luminance (0 black .. 1 white), to pick outlines that stay visible on any fill. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
