import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { ORDER_STATUSES } from "../../domain/orders.js";
import { COUNTRIES, US_STATES } from "../../domain/geo.js";

export async function appInfoRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  app.get(
    "/api/app_info",
    {
      config: { public: true },
      schema: { tags: ["app"], summary: "Statuses, countries, states, theme colours, languages" },
    },
    async () => ({
      statuses: ORDER_STATUSES,
      colors: { primary: "#4F4BE0", secondary: "#32DE8A" },
      langs: ["en", "pl"],
      countries: COUNTRIES,
      states: US_STATES,
      admin_info: { phone: process.env.SUPPORT_PHONE ?? "", email: process.env.SUPPORT_EMAIL ?? "" },
      logo: null,
    }),
  );
}
