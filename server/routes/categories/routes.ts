import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore } from "../../http/access.js";
import { RESOURCE_RIGHTS } from "../../../domain/resource-rights.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import {
  buildTree,
  categoryNodeDto,
  editableCategory,
  parseOr422,
  categoryScope,
  grantedScope,
  toNode,
} from "./common.js";
import { categoryInput, categoryUpdateInput } from "../../services/categories/rules.js";
import { createCategory, deleteCategory, updateCategory } from "../../services/categories/writes.js";
import { reorderCategoryTree } from "../../services/categories/order.js";
import { categoriesOf, loadCategory } from "../../services/categories/reads.js";
import { idParam, storeQuery } from "../../http/params.js";
import { answeringCurrent, askedVersion } from "../../http/versions.js";
import { recordVersion } from "../../../domain/contracts/versions.js";

const savedDto = z.object({ message: z.string(), category: categoryNodeDto });
const orderInput = z.object({
  website_id: z.number().int().positive().nullable().optional(),
  items: z
    .array(z.object({ id: z.number().int().positive(), childOf: z.number().int().positive().nullable() }))
    .min(1)
    .max(5000),
});
// Validation runs in the handlers so a bad body answers the spec's "Fields are invalid".
const validateInHandler = { attachValidation: true } as const;

/** Categories: the store's tree, the platform's tree, create, update, delete, order. */
export async function categoryCrudRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/categories",
    {
      schema: {
        tags: ["categories"],
        summary:
          "The store's category tree (website_id, else the active store X-Website-Id): roots in order, each with childOf and childrens; browse_products",
        querystring: storeQuery,
        response: { 200: z.array(categoryNodeDto) },
      },
      config: { access: { right: RESOURCE_RIGHTS.Category.list, from: ["query.website_id", "active"] } },
    },
    async (request) => {
      return buildTree(await categoriesOf(ctx, grantedStore(request).website.id));
    },
  );

  r.get(
    "/api/admin/categories",
    {
      schema: {
        tags: ["categories", "admin"],
        summary: "The platform's own category tree (admin)",
        response: { 200: z.array(categoryNodeDto) },
      },
      config: { access: "platform-admin" },
    },
    async () => {
      return buildTree(await categoriesOf(ctx, null));
    },
  );

  r.post(
    "/api/categories",
    {
      ...validateInHandler,
      schema: {
        tags: ["categories"],
        summary:
          "Create a category in the active store (or website_id; null = platform, admins) with edit_products. Name and slug at most 50; the slug comes from the name when empty and must be unique in the store",
        body: categoryInput,
        response: { 200: savedDto },
      },
      config: { access: categoryScope("create"), changesStorefront: true },
    },
    async (request) => {
      const input = parseOr422(categoryInput, request.body);
      const scope = grantedScope(request);
      const category = await createCategory(ctx, scope, input);
      return { message: CATALOGUE_MSG.completed, category: toNode(category) };
    },
  );

  r.post(
    "/api/categories/order",
    {
      ...validateInHandler,
      schema: {
        tags: ["categories"],
        summary:
          "Reorder a tree after drag and drop: items [{id, childOf}] in their new order (sort_order = position among siblings); every id must be of the same store (or website_id null: platform, admins)",
        body: orderInput,
        response: { 200: z.object({ message: z.string(), categories: z.array(categoryNodeDto) }) },
      },
      config: { access: categoryScope("update"), changesStorefront: true },
    },
    async (request) => {
      const input = parseOr422(orderInput, request.body);
      const scope = grantedScope(request);
      const tree = buildTree(await reorderCategoryTree(ctx, scope, input.items));
      return { message: CATALOGUE_MSG.completed, categories: tree };
    },
  );

  r.post(
    "/api/categories/:id",
    {
      ...validateInHandler,
      schema: {
        tags: ["categories"],
        summary:
          "Update a category (name, slug, childOf) with edit_products in its store (platform ones: admins)",
        description:
          "With the version the screen read (`version` or If-Match), a category saved by someone else since answers 409 with `current`, the category row now (its parent as `parent_id`, as the Category record reads), and nothing is written.",
        params: idParam,
        body: categoryUpdateInput.extend({ version: recordVersion.optional() }),
        response: { 200: savedDto },
      },
      config: { access: editableCategory("update") },
    },
    async (request) => {
      const current = await loadCategory(ctx, idParam.parse(request.params).id);
      const input = parseOr422(categoryUpdateInput, request.body);
      const category = await answeringCurrent(
        () => updateCategory(ctx, current, input, askedVersion(request)),
        () => loadCategory(ctx, current.id),
      );
      return { message: CATALOGUE_MSG.completed, category: toNode(category) };
    },
  );

  r.post(
    "/api/delete/categories/:id",
    {
      schema: {
        tags: ["categories"],
        summary:
          "Delete a category with edit_products in its store (platform ones: admins); its subcategories move up to its parent, its products lose it",
        params: idParam,
        response: { 200: z.object({ message: z.string() }) },
      },
      config: { access: editableCategory("delete") },
    },
    async (request) => {
      const current = await loadCategory(ctx, request.params.id);
      await deleteCategory(ctx, current);
      return { message: CATALOGUE_MSG.completed };
    },
  );
}
