import type { PageData, PageType, Section } from "../../domain/sections";
import type { PlanLimits } from "../../domain/plans";

/** A page as GET /api/bread/Page answers it. */
export interface DesignerPage {
  id: number;
  website_id: number;
  type: PageType;
  name: string;
  slug: string;
  sort_order: number;
  sections: Section[];
  data: PageData;
}

/** The part of GET /api/bread/Website/{id} the editor reads. */
export interface DesignerStore {
  id: number;
  name: string;
  link: string;
  is_launched: number;
  limits: PlanLimits;
}

/** Sections of every page, by page id: the snapshot undo and redo step through. */
export type Layout = Readonly<Record<number, readonly Section[]>>;

/** A store product as the chosen-products picker shows it. */
export interface PickerProduct {
  id: number;
  name: string;
  price: number;
  preview_photo_url: string | null;
  status: string;
}

export type PreviewWidth = "desktop" | "mobile";
