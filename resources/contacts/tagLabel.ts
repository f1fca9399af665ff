import { CONTACT_TAG_LABELS, type ContactTag } from "../../domain/contacts";

/** Tags are stored as stable keys; their labels follow the UI language. */
export function tagLabel(tag: ContactTag, locale: string): string {
  return CONTACT_TAG_LABELS[locale === "pl" ? "pl" : "en"][tag] ?? tag;
}
