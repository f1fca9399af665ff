import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { draftRoutes } from "./drafts.js";
import { embroideryRoutes } from "./embroidery.js";
import { mockupRoutes } from "./mockups.js";
import { publishRoutes } from "./publish.js";
import { reopenRoutes } from "./reopen.js";
import { sideRoutes } from "./sides.js";

/**
 * The server side of the product creator and the multi-product quick creator:
 * drafts, designs per side, background mockup jobs, publishing.
 */
export async function productDraftRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await draftRoutes(app, ctx);
  await sideRoutes(app, ctx);
  await mockupRoutes(app, ctx);
  await publishRoutes(app, ctx);
  await reopenRoutes(app, ctx);
  await embroideryRoutes(app, ctx);
}
