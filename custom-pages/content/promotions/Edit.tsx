import { useSearchParams } from "react-router-dom";
import { PROMOTION_KINDS } from "../../../domain/content";
import { LockedNotice } from "../../gift-cards/LockedNotice";
import { field } from "../shared/commonFields";
import { ContentEditPage } from "../shared/ContentEditPage";
import type { FieldSpec } from "../shared/types";
import { asString } from "../shared/values";
import { promotionEditSource } from "./source";
import { usePlanFeatureLocked } from "../../../ui/usePlanFeatureLocked";

const fields: FieldSpec[] = [
  field("title", "text", "title", { required: true, maxLength: 100 }),
  field("kind", "select", "kind", {
    options: PROMOTION_KINDS.map((k) => ({ value: k, label: `app.content.promotion_kinds.${k}` })),
  }),
  field("text", "textarea", "text", { maxLength: 500 }),
  field("image", "picture", "image"),
  field("link", "text", "link", { maxLength: 2000 }),
  field("starts_at", "datetime", "starts_at"),
  field("ends_at", "datetime", "ends_at"),
  field("active", "switch", "active"),
];

/** /promotions/edit-add (?id= to edit one). */
const Edit = () => {
  const [params] = useSearchParams();
  const raw = params.get("id");
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const locked = usePlanFeatureLocked("discounts");
  return (
    <ContentEditPage
      key={raw ?? "new"}
      id={id}
      listTitle="app.content.titles.promotions"
      newTitle="app.content.new_item.promotions"
      listPath="/promotions"
      fields={fields}
      source={promotionEditSource}
      name={(v) => asString(v.title)}
      locked={locked ? <LockedNotice message="app.shell.upgrade.discounts" /> : undefined}
    />
  );
};

export default Edit;
