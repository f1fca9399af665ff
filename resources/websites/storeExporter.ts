import { defaultExporter, type Exporter } from "react-admin";
import type { WebsiteRecord } from "../../domain/contracts/websites";

/**
 * The columns of a stores CSV, the same whether the whole list (read by the stores call) or the
 * chosen rows (read by BREAD) are saved: what the list shows, never the store's settings.
 */
export const storeExporter: Exporter<WebsiteRecord> = (records, fetchRelated, dataProvider, resource) =>
  defaultExporter(
    records.map((record) => ({
      id: record.id,
      name: record.name,
      link: record.link,
      plan: record.plan,
      is_launched: Number(record.is_launched),
      is_demo: Number(record.is_demo),
      created_at: record.created_at,
      archived_at: record.archived_at ?? "",
      ...(record.owner ? { owner: record.owner.email } : {}),
    })),
    fetchRelated,
    dataProvider,
    resource,
  );
