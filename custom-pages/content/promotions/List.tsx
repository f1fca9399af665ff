import { useTranslate } from "react-admin";
import Chip from "@mui/material/Chip";
import type { Promotion } from "../../../domain/content";
import { LockedNotice } from "../../gift-cards/LockedNotice";
import { ContentListPage } from "../shared/ContentListPage";
import type { ColumnSpec } from "../shared/types";
import { promotionListSource } from "./source";
import { usePlanFeatureLocked } from "../../../ui/usePlanFeatureLocked";

function State({ p }: { p: Promotion }) {
  const translate = useTranslate();
  const now = new Date().toISOString();
  const key = p.live ? "live" : !p.active ? "inactive" : p.ends_at && p.ends_at <= now ? "ended" : "waiting";
  return (
    <Chip
      size="small"
      color={p.live ? "success" : "default"}
      label={translate(`app.content.status.${key}`)}
    />
  );
}

function Kind({ p }: { p: Promotion }) {
  const translate = useTranslate();
  return <>{translate(`app.content.promotion_kinds.${p.kind}`)}</>;
}

const when = (p: Promotion) =>
  [p.starts_at, p.ends_at].map((d) => (d ? new Date(d).toLocaleString() : "…")).join(" – ");

const columns: ColumnSpec<Promotion>[] = [
  { label: "app.content.fields.title", render: (p) => p.title },
  { label: "app.content.fields.kind", render: (p) => <Kind p={p} /> },
  { label: "app.content.columns.window", render: when },
  { label: "app.content.columns.status", render: (p) => <State p={p} /> },
];

/** /promotions: banners and announcements with their time window; padlocked without the plan feature. */
const List = () => {
  const locked = usePlanFeatureLocked("discounts");
  return (
    <ContentListPage
      title="app.content.titles.promotions"
      newLabel="app.content.new_item.promotions"
      newPath="/promotions/edit-add"
      editPath={(p) => `/promotions/edit-add?id=${p.id}`}
      source={promotionListSource}
      columns={columns}
      locked={locked ? <LockedNotice message="app.shell.upgrade.discounts" /> : undefined}
    />
  );
};

export default List;
