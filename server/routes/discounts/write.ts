import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { PROMO_MSG, discountInputSchema } from "../../../domain/discounts.js";
import { grantedStore } from "../../http/access.js";
import { discountsOf } from "./common.js";
import { toDto } from "../../services/discounts/status.js";
import { discountDetailDto } from "../../../domain/contracts/discounts.js";
import { loadDiscount } from "../../services/discounts/rules.js";
import { discountDetail } from "../../services/discounts/detail.js";
import { createDiscount, deleteDiscount, editDiscount } from "../../services/discounts/writes.js";
import { recordVersion } from "../../../domain/contracts/versions.js";
import { answeringCurrent, askedVersion } from "../../http/versions.js";
import { idParam } from "../../http/params.js";

/** Create, read, edit and delete discounts (browse_discounts). */
export async function discountWriteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const detail = async (id: number) => {
    const { row, products, categories, redemptions } = await discountDetail(ctx, id);
    return {
      ...toDto(row),
      product_ids: products.map((p) => p.id),
      category_ids: categories.map((c) => c.id),
      products,
      categories,
      redemptions,
    };
  };

  r.post(
    "/api/discounts",
    {
      config: { access: discountsOf(["body.website_id", "active"], "write") },
      schema: {
        tags: ["discounts"],
        summary:
          "Create a discount code (browse_discounts): percentage (whole percent) or fixed (cents), validity window, minimum order, usage limits, scope all|products|categories",
        body: discountInputSchema.and(z.object({ website_id: z.number().int().positive().optional() })),
        response: { 200: z.object({ message: z.string(), data: discountDetailDto }) },
      },
    },
    async (request) => {
      const input = request.body;
      const { website } = grantedStore(request);
      const id = await createDiscount(ctx, website.id, currentUser(request).id, input);
      return { message: PROMO_MSG.created, data: await detail(id) };
    },
  );

  r.get(
    "/api/discounts/:id",
    {
      config: { access: discountsOf({ record: "discounts" }) },
      schema: {
        tags: ["discounts"],
        summary: "One discount with its products, categories and latest redemptions",
        params: idParam,
        response: { 200: discountDetailDto },
      },
    },
    async (request) => {
      const row = await loadDiscount(ctx, request.params.id);
      return detail(row.id);
    },
  );

  r.put(
    "/api/discounts/:id",
    {
      config: { access: discountsOf({ record: "discounts" }, "write") },
      schema: {
        tags: ["discounts"],
        summary: "Replace a discount's settings (browse_discounts); its usage count is kept",
        description:
          "With the version the screen read (`version` or If-Match), a discount saved by someone else since answers 409 with `current`, the discount as GET /api/discounts/:id reads it now, and nothing is written.",
        params: idParam,
        body: discountInputSchema.safeExtend({ version: recordVersion.optional() }),
        response: { 200: z.object({ message: z.string(), data: discountDetailDto }) },
      },
    },
    async (request) => {
      const current = await loadDiscount(ctx, request.params.id);
      const { version: _read, ...input } = request.body;
      await answeringCurrent(
        () => editDiscount(ctx, current, input, askedVersion(request)),
        () => detail(current.id),
      );
      return { message: PROMO_MSG.updated, data: await detail(current.id) };
    },
  );

  r.delete(
    "/api/discounts/:id",
    {
      config: { access: discountsOf({ record: "discounts" }, "write") },
      schema: {
        tags: ["discounts"],
        summary: "Delete a discount (browse_discounts); orders that used it keep their amounts",
        params: idParam,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const current = await loadDiscount(ctx, request.params.id);
      await deleteDiscount(ctx, current.id);
      return { message: PROMO_MSG.deleted };
    },
  );
}
