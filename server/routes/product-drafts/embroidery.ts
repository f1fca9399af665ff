import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DECORATION_FILE_RULES, DRAFT_MSG, embroideryRequestSchema } from "../../../domain/drafts.js";
import { currentUser } from "../../auth/guard.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { invalid, notFound } from "../../errors.js";
import { readItems } from "../../services/mockups/stored.js";
import { createEmbroideryRequest } from "../../services/library/embroidery-requests.js";
import { draftOf, ownDraft } from "./access.js";
import { tags } from "./dto.js";

export const EMBROIDERY_SUCCESS = "Completed successfully";

/**
 * POST /api/embroidery/request: asks for an item's design to be digitised for
 * embroidery. The request is recorded for the production team with the design it concerns.
 */
export async function embroideryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/embroidery/request",
    {
      schema: {
        tags,
        summary: "Request embroidery digitising for a draft item's design (add_products)",
        description:
          "file_id, when given, must be one of the store's files: an embroidery file (.dst, .pdf, .emb) or the design image itself. Without it, the design of the item's first side is meant.",
        body: embroideryRequestSchema,
        response: { 201: z.object({ id: z.number(), message: z.string() }) },
      },
      config: { access: draftOf("body.draft_id") },
    },
    async (request, reply) => {
      const body = request.body;
      const draft = await ownDraft(ctx, request, body.draft_id);
      const item = readItems(draft.items).find((i) => i.key === body.item_key);
      if (!item) throw notFound();
      const fileId = body.file_id ?? Object.values(item.sides)[0]?.file_id ?? null;
      if (fileId === null) throw invalid({ file_id: DRAFT_MSG.chooseDesign });
      const file = await k
        .selectFrom("files")
        .select(["id", "path", "extension"])
        .where("id", "=", fileId)
        .where("website_id", "=", draft.website_id)
        .executeTakeFirst();
      if (!file) throw notFound(DRAFT_MSG.fileNotFound);
      const extension = (file.extension ?? file.path.split(".").pop() ?? "").toLowerCase();
      const accepted = [...DECORATION_FILE_RULES.embroidery.accept, ...DECORATION_FILE_RULES.dtg.accept];
      if (!accepted.includes(extension)) throw invalid({ file_id: DRAFT_MSG.embroideryFile });
      const id = await createEmbroideryRequest(k, {
        website_id: draft.website_id,
        user_id: currentUser(request).id,
        draft_id: draft.id,
        item_key: item.key,
        supplier_product_id: item.supplier_product_id,
        file_id: file.id,
        note: body.note ?? null,
        created_at: nowIso(),
      });
      return reply.code(201).send({ id, message: EMBROIDERY_SUCCESS });
    },
  );
}
