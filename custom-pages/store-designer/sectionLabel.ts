import type { Section } from "../../domain/sections";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Products: Best sellers", or the type's name when the section has no title. */
export function sectionLabel(section: Section, translate: Translate): string {
  const type = translate(`app.storeDesigner.types.${section.type}`);
  const title = "title" in section.data ? section.data.title.trim() : "";
  return title ? `${type}: ${title}` : type;
}
