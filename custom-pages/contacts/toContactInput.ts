import { CONTACT_LANGS, CONTACT_TAGS, type ContactLang, type ContactTag } from "../../domain/contacts";
import type { ContactInput } from "./types";

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

/** The form's values as the PUT body: only the editable fields, empty texts as null. */
export function toContactInput(values: Record<string, unknown>): ContactInput {
  const lang = CONTACT_LANGS.find((code) => code === values.lang) ?? null;
  const tags = Array.isArray(values.tags)
    ? CONTACT_TAGS.filter((tag) => (values.tags as unknown[]).includes(tag))
    : [];
  return {
    name: text(values.name) ?? "",
    city: text(values.city),
    postal: text(values.postal),
    street: text(values.street),
    phone: text(values.phone),
    email: text(values.email),
    lang: lang as ContactLang | null,
    comment: text(values.comment),
    tags: tags as ContactTag[],
  };
}
