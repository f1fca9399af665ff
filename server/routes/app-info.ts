import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { ORDER_STATUSES } from "../../domain/orders.js";
import { COUNTRIES, US_STATES } from "../../domain/geo.js";
import { readAppInfoSettings } from "../services/app-info/settings.js";

export async function appInfoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    "/api/app_info",
    {
      config: { access: "public" },
      schema: { tags: ["app"], summary: "Statuses, countries, states, theme colours, languages" },
    },
    // What platform admins saved (support contact, theme colours) over the defaults.
    async () => ({
      statuses: ORDER_STATUSES,
      langs: ["en", "pl"],
      countries: COUNTRIES,
      states: US_STATES,
      logo: null,
      ...(await readAppInfoSettings(ctx.db.kysely)),
    }),
  );
}
