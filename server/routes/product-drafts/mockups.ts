import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DRAFT_MSG, expectedMockups } from "../../../domain/drafts.js";
import { currentUser } from "../../auth/guard.js";
import type { AppContext } from "../../context.js";
import { invalid, notFound } from "../../errors.js";
import { jobView, liveItem, loadDraftContext } from "../../services/mockups/draft-view.js";
import { queueMockupJob } from "../../services/mockups/jobs.js";
import { mockupMode } from "../../services/mockups/plan.js";
import { readItems } from "../../services/mockups/stored.js";
import { draftOf, MOCKUP_JOB_ACCESS, ownDraft } from "./access.js";
import { draftIdParam, jobResponseDto, mockupJobDto, tags } from "./dto.js";
import { recordId } from "../../http/params.js";

/** Generating a draft's mockups in the background, and following the job. */
export async function mockupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/product-drafts/:id/mockups",
    {
      config: { access: draftOf() },
      schema: {
        tags,
        summary: "Generate the mockups of a draft in the background (add_products)",
        description:
          "Renders every chosen colour on every designed side whose mockup is missing or out of date (all of them when none is). Answers the job at once; poll GET /api/mockup-jobs/{id}. While a job of the draft is queued or running, that job is answered.",
        params: draftIdParam,
        response: { 202: jobResponseDto },
      },
    },
    async (request, reply) => {
      const row = await ownDraft(ctx, request, request.params.id);
      const active = await k
        .selectFrom("mockup_jobs")
        .selectAll()
        .where("draft_id", "=", row.id)
        .where("status", "in", ["queued", "running"])
        .orderBy("id", "desc")
        .executeTakeFirst();
      if (active) return reply.code(202).send({ job: jobView(active) });
      const items = readItems(row.items);
      const dc = await loadDraftContext(k, row.website_id, items);
      const live = items.map((i) => liveItem(i, dc));
      if (live.every((i) => expectedMockups(i).length === 0)) {
        const errors: Record<string, string> = {};
        live.forEach((item, index) => {
          if (Object.keys(item.sides).length === 0) errors[`items.${index}.sides`] = DRAFT_MSG.chooseDesign;
          else if (item.colors.length === 0) errors[`items.${index}.colors`] = DRAFT_MSG.chooseColor;
        });
        throw invalid(Object.keys(errors).length > 0 ? errors : { items: DRAFT_MSG.chooseProduct });
      }
      const job = await queueMockupJob(ctx, row.id, mockupMode(items, dc));
      return reply.code(202).send({ job: jobView(job) });
    },
  );

  r.get(
    "/api/mockup-jobs/:id",
    {
      schema: {
        tags,
        summary: "A mockup job's progress: status, done of total, the error of a failed one",
        params: z.object({ id: recordId }),
        response: { 200: mockupJobDto },
      },
      config: { access: MOCKUP_JOB_ACCESS },
    },
    async (request) => {
      const job = await k
        .selectFrom("mockup_jobs as j")
        .innerJoin("product_drafts as d", "d.id", "j.draft_id")
        .selectAll("j")
        .select("d.id as draft")
        .where("j.id", "=", request.params.id)
        .where("d.user_id", "=", currentUser(request).id)
        .executeTakeFirst();
      if (!job) throw notFound();
      // The caller's own draft, as for the draft itself.
      await ownDraft(ctx, request, job.draft);
      return jobView(job);
    },
  );
}
