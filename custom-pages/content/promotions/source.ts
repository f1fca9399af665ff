import type { Promotion } from "../../../domain/content";
import type { EditSource, ListSource } from "../shared/types";

export const promotionListSource: ListSource<Promotion> = {
  key: "promotions",
  list: (dataProvider, websiteId, params) => dataProvider.listPromotions(websiteId, params),
  remove: (dataProvider, websiteId, id) => dataProvider.deletePromotion(websiteId, id),
  name: (row) => row.title,
};

export const promotionEditSource: EditSource<Promotion> = {
  key: "promotions",
  load: (dataProvider, websiteId, id) => dataProvider.promotion(websiteId, id),
  save: (dataProvider, websiteId, id, values) => dataProvider.savePromotion(websiteId, id, values),
  toValues: (p) =>
    p
      ? { ...p }
      : {
          title: "",
          kind: "announcement",
          text: "",
          image: "",
          link: "",
          active: true,
          starts_at: null,
          ends_at: null,
        },
};
