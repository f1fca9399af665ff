import type { Kysely } from "kysely";
import { DECORATION_FILE_RULES, DECORATION_METHODS, DRAFT_MSG } from "../../../domain/drafts.js";
import type { Database } from "../../db/schema.js";
import { fromJson } from "../../db/json.js";
import { invalid } from "../../../domain/errors.js";
import { extensionOf } from "../uploads/read.js";
import { readProductData, type ProductData } from "./data.js";

type Q = Kysely<Database>;

/** What the publish rules read of a product: its decoration method and its data. */
export interface PublishRuleRow {
  id: number;
  print_method: string | null;
  data: unknown;
}

/**
 * Every file production decorates a product from: the print files chosen per side, the design
 * of each side and the file of each production photo.
 */
export function decorationFiles(rawData: unknown): string[] {
  const raw = fromJson<Record<string, unknown>>(rawData, {});
  const value = typeof raw === "object" && raw !== null ? raw : {};
  const paths = readProductData(value).print_files.map((f) => f.path);
  const photos = Array.isArray(value.production_photos) ? (value.production_photos as unknown[]) : [];
  for (const photo of photos) {
    const file = (photo as { file?: unknown } | null)?.file;
    if (typeof file === "string" && file !== "") paths.push(file);
  }
  const design = typeof value.design === "object" && value.design !== null ? value.design : {};
  for (const side of Object.values(design as Record<string, unknown>)) {
    const file = (side as { file?: unknown } | null)?.file;
    if (typeof file === "string" && file !== "") paths.push(file);
  }
  return paths;
}

/**
 * The decoration rule a product must meet to be published: a method that needs a machine file
 * (embroidery needs its .dst) has one among its decoration files. Null when it holds.
 */
export function publishRuleError(product: Omit<PublishRuleRow, "id">): string | null {
  const method = DECORATION_METHODS.find((m) => m === product.print_method);
  if (method === undefined) return null;
  const required = DECORATION_FILE_RULES[method].required;
  if (required === null) return null;
  const present = decorationFiles(product.data).some((path) => extensionOf(path) === required);
  return present ? null : DRAFT_MSG.embroideryNeedsDst;
}

/**
 * The one check every publish path makes (creator, product list, quick edit, BREAD, CSV import)
 * on the products it is switching on: 422 naming each one that may not go live, at `fieldOf` of
 * its id.
 */
export async function assertPublishable(
  q: Q,
  ids: readonly number[],
  fieldOf: (id: number) => string = () => "available",
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await q
    .selectFrom("products")
    .select(["id", "print_method", "data"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  const errors: Record<string, string> = {};
  for (const row of rows) {
    const error = publishRuleError(row);
    if (error) errors[fieldOf(row.id)] = error;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * For paths that collect errors per line (CSV import): the rule's message when switching this
 * stored product on would break it; null when it may go live or is live already.
 */
export async function switchOnError(q: Q, id: number): Promise<string | null> {
  const row = await q
    .selectFrom("products")
    .select(["id", "print_method", "data", "available"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && row.available !== 1 ? publishRuleError(row) : null;
}

/**
 * The machine files a creator's item brings to its product: the .dst, .pdf or .emb files its
 * embroidery requests named, as print files of its first side.
 */
export async function requestedEmbroideryFiles(
  q: Q,
  draftId: number,
  itemKey: string,
  place: string,
): Promise<ProductData["print_files"]> {
  const accept = DECORATION_FILE_RULES.embroidery.accept;
  const rows = await q
    .selectFrom("embroidery_requests as r")
    .innerJoin("files as f", "f.id", "r.file_id")
    .select(["f.id", "f.name", "f.path"])
    .where("r.draft_id", "=", draftId)
    .where("r.item_key", "=", itemKey)
    .orderBy("r.id")
    .execute();
  const seen = new Set<number>();
  return rows.flatMap((f) => {
    if (seen.has(f.id) || !accept.includes(extensionOf(f.path))) return [];
    seen.add(f.id);
    return [{ id: `emb-${f.id}`, place, name: f.name, file_id: f.id, path: f.path }];
  });
}
