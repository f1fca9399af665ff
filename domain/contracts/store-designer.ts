import { z } from "zod";
import type { PlanLimits } from "../plans.js";
import type { PageData, PageType, Section } from "../sections.js";

/*
 * What the store designer reads and writes. The menu order is a route of its own (its zod shape
 * below); pages, the store and the picker's products are BREAD records, which the server answers
 * as untyped records, so their shapes here are the part of those records the designer reads.
 */

/**
 * A page's place in the store menu. A page the editor does not design (a redirect, a menu) is
 * kept only as this, so reordering the designed pages never moves it.
 */
export const pageSlotDto = z.object({ id: z.number(), sort_order: z.number() });
export type PageSlot = z.infer<typeof pageSlotDto>;

/** POST /api/update/website/pages/order: every page's stored sort_order after the reorder. */
export const pageOrderResponse = z.object({ message: z.string(), pages: z.array(pageSlotDto) });
export type PageOrderResponse = z.infer<typeof pageOrderResponse>;

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

/** A store product as the chosen-products picker shows it (GET /api/bread/Product). */
export interface PickerProduct {
  id: number;
  name: string;
  price: number;
  preview_photo_url: string | null;
  status: string;
}
