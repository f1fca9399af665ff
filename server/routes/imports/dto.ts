import { z } from "zod";

/** An import job's state: POST .../import answers it (202), GET /api/imports/{id} follows it. */
export const importJobDto = z
  .object({
    id: z.number().int(),
    status: z
      .enum(["queued", "running", "failed", "done", "dead"])
      .describe("failed: an attempt failed and the job waits for its retry; dead: it failed for good"),
    done: z.number().int().describe("Lines written (availability: products; supplier catalogue: blanks)"),
    total: z.number().int(),
    message: z.string().optional().describe("Once done, the result; once dead, why"),
    created: z.number().int().optional(),
    updated: z.number().int().optional(),
    skipped: z.number().int().optional().describe("Lines already present (store users imports)"),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe("Dead because the file no longer passed the checks: rows.<line>.<column> errors"),
  })
  .describe("A CSV import job");

/** How an import is run, for the routes that queue one. */
export const IMPORT_DESCRIPTION =
  "Multipart, one .csv file. Every line is checked first: any bad line refuses the whole file with 422 and errors keyed rows.<line>.<column> (header = line 1), and nothing is queued. A good file answers 202 with the import job; follow it with GET /api/imports/{id}. The job checks the file again against the store as it is when it runs (a product deleted or a slug taken meanwhile, today's minimum price): if it no longer passes, the job is dead with those row errors and writes nothing. It writes in batches of 200 lines, each batch committed on its own: a job that fails part-way keeps the batches it wrote, and its retry goes on after them.";
