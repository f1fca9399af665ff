import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { grantedStore } from "../../http/access.js";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { invalid } from "../../errors.js";
import { LIBRARY_MSG } from "../../../domain/messages.js";
import { decorationFilesError } from "../../services/uploads/decoration.js";
import {
  IMAGE_EXTENSIONS,
  UPLOAD_POLICIES,
  UPLOAD_TYPES,
  type UploadType,
} from "../../services/uploads/policy.js";
import { readFiles } from "../../services/uploads/read.js";
import { storeUploads } from "../../services/uploads/store.js";
import { checkFiles } from "../../services/uploads/validate.js";
import { libraryOf, toLibraryFile, uploadResponseDto } from "../library/common.js";
import { assertUploadFolder } from "../../services/uploads/lookup.js";
import { fileDetailRoutes } from "./details.js";
import { imageEditorRoutes } from "./image-editor.js";
import { recordId } from "../../http/params.js";

const storeQuery = z.object({
  website_id: recordId.optional().describe("default: the X-Website-Id store"),
});

const MULTIPART_NOTE =
  "multipart/form-data with files[0..n] (at most 20). The type is read from each file's bytes and must " +
  "match its extension; SVG and HTML are refused; a file over its limit (pictures 25 MB, PDF/EPS/AI " +
  "50 MB, DST/EMB 10 MB) answers 413; a picture declaring more than 268 megapixels (16383 x 16383) " +
  "answers 422; a body that is no readable multipart form answers 400. Nothing is stored unless every " +
  "file is accepted.";

/**
 * The upload calls. Files belong to the store named by website_id or the
 * active store header; the permission is checked before the body is read.
 */
export async function uploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const upload = async (
    request: FastifyRequest,
    type: UploadType,
    options: { folderId?: number | null; imagesOnly?: boolean } = {},
  ) => {
    const { website } = grantedStore(request);
    const policy = UPLOAD_POLICIES[type];
    const folderId = options.folderId ?? null;
    if (folderId !== null) await assertUploadFolder(ctx, website.id, folderId);
    const { files } = await readFiles(request);
    const checked = checkFiles(files, options.imagesOnly ? IMAGE_EXTENSIONS : policy.extensions);
    if (type === "embroidery") {
      const error = decorationFilesError(
        "embroidery",
        checked.map((f) => f.filename),
      );
      if (error) throw invalid({ files: error });
    }
    const rows = await storeUploads(
      ctx,
      {
        websiteId: website.id,
        userId: currentUser(request).id,
        type,
        folderId: policy.inLibrary ? folderId : null,
      },
      checked,
    );
    return { message: LIBRARY_MSG.uploaded, data: rows.map((row) => toLibraryFile(ctx, row)) };
  };

  r.post(
    "/api/upload/library",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["uploads"],
        summary: `Upload files into the store's library root (edit_design, add_products or edit_products): ${MULTIPART_NOTE}`,
        querystring: storeQuery,
        consumes: ["multipart/form-data"],
        response: { 200: uploadResponseDto },
      },
    },
    async (request) => upload(request, "library"),
  );

  r.post(
    "/api/upload/library/:folderId",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["uploads"],
        summary: `Upload files into a library folder of the store: ${MULTIPART_NOTE}`,
        params: z.object({ folderId: recordId }),
        querystring: storeQuery,
        consumes: ["multipart/form-data"],
        response: { 200: uploadResponseDto },
      },
    },
    async (request) => upload(request, "library", { folderId: request.params.folderId }),
  );

  r.post(
    "/api/upload/dpi/:type",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["uploads"],
        summary: `Upload pictures and read their size and DPI (.png, .jpg, .jpeg only): ${MULTIPART_NOTE}`,
        params: z.object({ type: z.enum(UPLOAD_TYPES) }),
        querystring: storeQuery,
        consumes: ["multipart/form-data"],
        response: { 200: uploadResponseDto },
      },
    },
    async (request) => upload(request, request.params.type, { imagesOnly: true }),
  );

  r.post(
    "/api/upload/:type",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["uploads"],
        summary:
          "Upload files of a kind: product_production (design files: pictures, PDF, EPS, AI, DST, EMB; " +
          "listed in the library), embroidery (.dst/.pdf/.emb with a .dst required; listed in the library), " +
          `collection, product_photos, first_products_mockup (pictures; not listed in the library). ${MULTIPART_NOTE}`,
        params: z.object({ type: z.enum(UPLOAD_TYPES) }),
        querystring: storeQuery.extend({
          folder_id: z.coerce
            .number()
            .int()
            .positive()
            .optional()
            .describe("library folder, for library types"),
        }),
        consumes: ["multipart/form-data"],
        response: { 200: uploadResponseDto },
      },
    },
    async (request) => upload(request, request.params.type, { folderId: request.query.folder_id }),
  );

  await fileDetailRoutes(app, ctx);
  await imageEditorRoutes(app, ctx);
}
