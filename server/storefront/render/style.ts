import type { SectionStyle } from "../../../domain/sections.js";

/**
 * A section's style fields as CSS custom properties the stylesheet reads. Every value is a
 * number or one of two words, checked by the section schema, so nothing here is free text.
 */
export function sectionStyleAttr(style: SectionStyle): string {
  const parts: string[] = [];
  if (style.sectionHeight) parts.push(`min-height:${Math.round(style.sectionHeight)}px`);
  if (style.mainHeaderFontSize) parts.push(`--mh:${style.mainHeaderFontSize}pt`);
  if (style.secondHeaderFontSize) parts.push(`--sh:${style.secondHeaderFontSize}pt`);
  if (style.paragraphFontSize) parts.push(`--pf:${style.paragraphFontSize}pt`);
  if (style.fontStyle) parts.push(`--fs:${style.fontStyle}`);
  if (style.fontWeight) parts.push(`--fw:${style.fontWeight}`);
  return parts.length > 0 ? ` style="${parts.join(";")}"` : "";
}
