import { entryModalContentSchema, type EntryModalContent } from "../../../domain/content.js";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { writeStore } from "../websites/activity.js";
import { resolvePicture } from "./pictures.js";

/** The store's entry modal as stored (`entry_modal`), with defaults for what is missing, and its picture's URL. */
export function entryModalOf(
  ctx: AppContext,
  raw: unknown,
): EntryModalContent & { image_url: string | null } {
  const parsed = entryModalContentSchema.safeParse(
    Object.fromEntries(
      Object.entries(fromJson<Record<string, unknown>>(raw, {})).filter(([, v]) => v !== null),
    ),
  );
  const modal = parsed.success ? parsed.data : entryModalContentSchema.parse({});
  return { ...modal, image_url: ctx.urls.url(modal.image) };
}

/** Saves the entry modal (one per store, also edited on the settings screen) and answers it as saved. */
export async function saveEntryModal(ctx: AppContext, websiteId: number, input: EntryModalContent) {
  const modal = { ...input, image: await resolvePicture(ctx.db, websiteId, input.image, "image") };
  await writeStore(
    ctx.db.kysely,
    websiteId,
    { entry_modal: toJson(modal), updated_at: nowIso() },
    "settings",
  );
  return entryModalOf(ctx, modal);
}
