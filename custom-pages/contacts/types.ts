import type { ContactLang, ContactTag } from "../../domain/contacts";

/** Contact, as GET /api/contacts answers it. */
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

export interface ContactPage {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: Contact[];
}

export type ContactInput = Omit<Contact, "id" | "website_id" | "created_at">;

export const CONTACTS_KEY = ["contacts"] as const;
