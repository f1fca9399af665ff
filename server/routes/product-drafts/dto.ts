import { z } from "zod";
import {
  DECORATION_METHODS,
  DRAFT_KINDS,
  MOCKUP_JOB_STATUSES,
  type Draft,
  type DraftList,
  type MockupJob,
} from "../../../domain/drafts.js";
import { recordId } from "../../http/params.js";
import { pricingInputDto } from "../../../domain/contracts/product-editor.js";

/** Response schemas of the draft calls (the OpenAPI document); the types are domain/drafts.ts's. */
export const tags = ["product creator"];

const rect = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
const placement = z.object({
  cx: z.number(),
  cy: z.number(),
  width: z.number(),
  height: z.number(),
  angle: z.number(),
});
const printArea = z.object({
  original_side: z.string(),
  width_in: z.number(),
  height_in: z.number(),
  box: rect.optional(),
});

export const mockupJobDto = z.object({
  id: z.number(),
  status: z.enum(MOCKUP_JOB_STATUSES),
  done: z.number(),
  total: z.number(),
  error: z.string().nullable(),
});

const itemDto = z.object({
  key: z.string(),
  supplier: z.object({
    id: z.number(),
    name: z.string(),
    brand: z.string(),
    print_method: z.enum(DECORATION_METHODS),
    methods: z.array(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])),
    print_areas: z.array(printArea),
    colors: z.array(
      z.object({ name: z.string(), swatch: z.string(), images: z.record(z.string(), z.string()) }),
    ),
    sizes: z.array(z.string()),
    min_price: z.number(),
  }),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  name: z.string(),
  slug: z.string(),
  price: z.number().nullable(),
  price_fixed: z.union([z.literal(0), z.literal(1)]),
  margin: z.number(),
  print_method: z.enum(DECORATION_METHODS),
  sides: z.record(
    z.string(),
    z.object({
      file_id: z.number(),
      file_url: z.string(),
      width_px: z.number(),
      height_px: z.number(),
      placement,
      dpi: z.number(),
    }),
  ),
  mockups: z.array(z.object({ color: z.string(), side: z.string(), url: z.string(), stale: z.boolean() })),
  pricing: pricingInputDto,
  min_price: z.number(),
});

export const draftDto = z.object({
  id: z.number(),
  kind: z.enum(DRAFT_KINDS),
  step: z.number(),
  similar_product_id: z.number().nullable(),
  product_id: z
    .number()
    .nullable()
    .describe("the store product whose design was reopened: publishing updates it; null for a new product"),
  items: z.array(itemDto),
  job: mockupJobDto.nullable(),
  updated_at: z.string(),
});

export const draftListDto = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(DRAFT_KINDS),
      step: z.number(),
      item_count: z.number(),
      name: z.string(),
      image: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
  total: z.number(),
});

export const jobResponseDto = z.object({ job: mockupJobDto });
export const publishDto = z.object({ product_ids: z.array(z.number()) });

export const draftIdParam = z.object({ id: recordId });
export const itemParam = draftIdParam.extend({ key: z.string().min(1).max(40) });
export const sideParam = itemParam.extend({ side: z.string().min(1).max(30) });

// The schemas and the shared types must describe the same JSON.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const draftMatches: Same<z.infer<typeof draftDto>, Draft> = true;
const listMatches: Same<z.infer<typeof draftListDto>, DraftList> = true;
const jobMatches: Same<z.infer<typeof mockupJobDto>, MockupJob> = true;
export const DTO_CHECKS = [draftMatches, listMatches, jobMatches] as const;
