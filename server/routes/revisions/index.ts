import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { grantedStore } from "../../http/access.js";
import { currentUser } from "../../auth/guard.js";
import { RESOURCE_RIGHTS } from "../../../domain/resource-rights.js";
import { MSG } from "../../../domain/messages.js";
import { applySave } from "../../services/products/save.js";
import { applySettings } from "../../services/websites/settings-apply.js";
import { pageSnapshot, productSnapshot, storeSettingsSnapshot } from "../../services/revisions/snapshots.js";
import { productRevertBody } from "../../services/revisions/product-input.js";
import { settingsRevertInput } from "../../services/revisions/settings-input.js";
import { pageUpdateSchema, pageUpdateValues } from "../../services/pages/writes.js";
import { editableProduct, editsAsAdmin } from "../products/editor/common.js";
import { loadLiveProduct } from "../../services/products/editor-view.js";
import { revisionRoutes, type RevertSteps } from "./common.js";
import { loadPageToRevert, writeRevertedPage } from "../../services/revisions/page-revert.js";

/** Revisions with revert of products, store-designer pages and store settings. */
export async function revisionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  revisionRoutes(app, ctx, {
    entity: "Product",
    path: "/api/products",
    noun: "product",
    tags: ["product editor"],
    access: editableProduct("edit_products"),
    revert: async (request, id, revision) => {
      const product = await loadLiveProduct(ctx, id);
      const isAdmin = editsAsAdmin(request);
      const snapshot: RevertSteps["snapshot"] = async (trx) => (await productSnapshot(trx, product.id)).data;
      return {
        snapshot,
        save: async (trx) => {
          const body = productRevertBody(revision.data, await snapshot(trx));
          await applySave(trx, product, body, { isAdmin, isNew: false });
        },
      };
    },
  });

  revisionRoutes(app, ctx, {
    entity: "Page",
    path: "/api/pages",
    noun: "store page",
    tags: ["store designer"],
    access: { right: RESOURCE_RIGHTS.Page.update, from: { record: "pages" }, missing: MSG.notFound },
    revert: async (request, id, revision) => {
      const existing = await loadPageToRevert(ctx, id);
      const { website } = grantedStore(request);
      const kept = revision.data;
      // The page's own save: its schema, its plan's section patterns, sanitised sections.
      const values = await pageUpdateValues(
        pageUpdateSchema.parse({
          name: kept.name,
          slug: kept.slug,
          sections: kept.sections,
          data: kept.data,
        }),
        { ctx, user: currentUser(request), websiteId: website.id, existing },
      );
      const snapshot: RevertSteps["snapshot"] = async (trx) =>
        (await pageSnapshot(trx, existing.id))?.data ?? {};
      return {
        snapshot,
        save: (trx) => writeRevertedPage(trx, existing.id, values),
      };
    },
  });

  revisionRoutes(app, ctx, {
    entity: "Website",
    path: "/api/websites",
    noun: "store's settings",
    tags: ["store settings"],
    access: { right: RESOURCE_RIGHTS.Website.update, from: "params.id" },
    revert: async (request, _id, revision) => {
      const { website } = grantedStore(request);
      return {
        snapshot: (trx) => storeSettingsSnapshot(trx, website.id),
        save: async (trx) =>
          applySettings(trx, website, await settingsRevertInput(trx, website.id, revision.data)),
      };
    },
  });
}
