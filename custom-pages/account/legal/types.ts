/* SPA-only: the legal pages' texts ship with the app, no API call answers them, so these are no wire shapes. */

/** A static legal page: sections with paragraphs and optional bullet lists, one object per language. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** A paragraph after the list. */
  after?: string;
}

export interface LegalDocumentContent {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** The day the current wording took effect. */
export const LEGAL_EFFECTIVE_DATE = "2026-11-01";
