import { useTranslate } from "react-admin";
import { formatMoney } from "../../domain/pricing";
import { SimpleTable } from "./SimpleTable";
import type { LevelUser } from "../../domain/contracts/admin-panel";
import type { WebsiteRecord } from "../../domain/contracts/websites";

/** A row of GET /api/admin/websites/detailed: the store row with its owner, counts and revenue always set. */
type AdminStore = WebsiteRecord &
  Required<Pick<WebsiteRecord, "owner" | "products_count" | "orders_count" | "revenue">>;

/** Every store with its owner, products, orders and revenue (GET /api/admin/websites/detailed). */
export const StoresTab = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.admin.stores.${key}`);
  return (
    <SimpleTable<AdminStore>
      path="/api/admin/websites/detailed"
      searchParam="search"
      label={translate("app.admin.tabs.stores")}
      empty="app.admin.stores.empty"
      rowKey={(w) => w.id}
      columns={[
        { label: t("name"), cell: (w) => w.name },
        { label: t("owner"), cell: (w) => `${w.owner.name} (${w.owner.email})` },
        { label: t("plan"), cell: (w) => w.plan },
        {
          label: t("launched"),
          cell: (w) => translate(w.is_launched ? "app.money.common.yes" : "app.money.common.no"),
        },
        { label: t("products"), cell: (w) => w.products_count, align: "right" },
        { label: t("orders"), cell: (w) => w.orders_count, align: "right" },
        { label: t("revenue"), cell: (w) => formatMoney(w.revenue), align: "right" },
        { label: t("created"), cell: (w) => w.created_at.slice(0, 10) },
      ]}
    />
  );
};

/** Every access-level membership (GET /api/admin/po/levels/users). */
export const LevelsTab = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.admin.levels.${key}`);
  return (
    <SimpleTable<LevelUser>
      path="/api/admin/po/levels/users"
      searchParam="term"
      label={translate("app.admin.tabs.levels")}
      empty="app.admin.levels.empty"
      rowKey={(r) => `${r.level_id}-${r.user_id}`}
      columns={[
        { label: t("store"), cell: (r) => r.website_name },
        { label: t("level"), cell: (r) => r.level_name },
        { label: t("user"), cell: (r) => r.name },
        { label: t("email"), cell: (r) => r.email },
      ]}
    />
  );
};
