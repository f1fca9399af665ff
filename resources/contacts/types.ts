import type { ContactLang, ContactTag } from "../../domain/contacts";

/** A contact, as the Contact model answers it. */
export interface Contact {
  id: number;
  website_id: number;
  name: string;
  city: string | null;
  postal: string | null;
  street: string | null;
  phone: string | null;
  email: string | null;
  lang: ContactLang | null;
  comment: string | null;
  tags: ContactTag[];
  created_at: string;
}
