import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { libraryFileRoutes } from "./files.js";
import { libraryFolderRoutes } from "./folders.js";
import { mediaRoutes } from "./media.js";
import { filePrepRoutes } from "./prep.js";

/** Library calls, plus the admin media browser. */
export async function libraryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Static paths (folder, multiple/files, file-prep-request) are registered before /:id ones;
  // find-my-way prefers static segments anyway.
  await libraryFolderRoutes(app, ctx);
  await filePrepRoutes(app, ctx);
  await libraryFileRoutes(app, ctx);
  await mediaRoutes(app, ctx);
}
