import { posix } from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { invalid } from "../../errors.js";
import type { MediaEntry } from "../../../domain/library.js";
import { mediaEntryDto } from "../../../domain/contracts/library.js";
import { isListable } from "../../services/storage.js";
import { imageInfo } from "../../services/uploads/images.js";
import { isImageExtension } from "../../services/uploads/policy.js";

const MAX_ENTRIES = 500;

/** A storage directory key: relative, no "..", no empty segments. */
function cleanDir(dir: string): string | null {
  const trimmed = dir.replace(/^\/+|\/+$/g, "");
  if (trimmed === "") return "";
  const normal = posix.normalize(trimmed);
  if (normal.startsWith("..") || normal.split("/").some((s) => s === ".." || s === "")) return null;
  return normal;
}

/** The admin media browser (/master/admin/media/{dir}): what Storage holds under a directory. */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/admin/media",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["library"],
        summary:
          "Platform admins: the files and directories Storage holds under dir, " +
          "directories first, at most 500",
        querystring: z.object({ dir: z.string().max(500).default("") }),
        response: {
          200: z.object({
            dir: z.string(),
            parent: z.string().nullable(),
            listable: z.boolean(),
            data: z.array(mediaEntryDto),
          }),
        },
      },
    },
    async (request) => {
      const dir = cleanDir(request.query.dir);
      if (dir === null) throw invalid({ dir: "This directory does not exist." });
      const parent = dir === "" ? null : posix.dirname(dir) === "." ? "" : posix.dirname(dir);
      if (!isListable(ctx.storage)) return { dir, parent, listable: false, data: [] };
      const entries = (await ctx.storage.list(dir)).slice(0, MAX_ENTRIES);
      const data: MediaEntry[] = [];
      for (const entry of entries) {
        const dot = entry.name.lastIndexOf(".");
        const extension = entry.type === "file" && dot > 0 ? entry.name.slice(dot + 1).toLowerCase() : null;
        let size = { width: null as number | null, height: null as number | null };
        if (extension && isImageExtension(extension)) {
          const body = await ctx.storage.get(entry.key);
          if (body) size = await imageInfo(body);
        }
        data.push({
          type: entry.type,
          name: entry.name,
          path: entry.key,
          extension,
          width: size.width,
          height: size.height,
          size: entry.size,
          url: entry.type === "file" ? ctx.urls.url(entry.key) : null,
        });
      }
      return { dir, parent, listable: true, data };
    },
  );
}
