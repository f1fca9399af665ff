import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/guard.js";
import type { AppContext } from "../../context.js";
import { jobView } from "../../services/mockups/draft-view.js";
import { loadUserMockupJob, requestMockups } from "../../services/product-drafts/mockups.js";
import { draftOf, MOCKUP_JOB_ACCESS, ownDraft } from "./access.js";
import { draftIdParam, jobResponseDto, mockupJobDto, tags } from "./dto.js";
import { recordId } from "../../http/params.js";

/** Generating a draft's mockups in the background, and following the job. */
export async function mockupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
      const job = await requestMockups(ctx, row);
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
      const job = await loadUserMockupJob(ctx, request.params.id, currentUser(request).id);
      // The caller's own draft, as for the draft itself.
      await ownDraft(ctx, request, job.draft);
      return jobView(job);
    },
  );
}
