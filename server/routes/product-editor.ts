import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { editorCoreRoutes } from "./products/editor/core.js";
import { editorCustomRoutes } from "./products/editor/custom.js";
import { editorFlagRoutes } from "./products/editor/flags.js";
import { editorLinkRoutes } from "./products/editor/links.js";
import { editorVariantRoutes } from "./products/editor/variant.js";

/**
 * The product calls, editor half: create from a supplier blank, the editor's read and save,
 * variants, availability, fees, swatches, related and companion products, custom products.
 * Split by meaning under ./products/editor/.
 */
export async function productEditorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await editorCoreRoutes(app, ctx);
  await editorFlagRoutes(app, ctx);
  await editorVariantRoutes(app, ctx);
  await editorLinkRoutes(app, ctx);
  await editorCustomRoutes(app, ctx);
}
