import type { Promotion } from "../../../domain/content";
import { deletePromotion, getPromotion, listPromotions, savePromotion } from "../api";
import type { EditSource, ListSource } from "../shared/types";

export const promotionListSource: ListSource<Promotion> = {
  key: "promotions",
  list: listPromotions,
  remove: deletePromotion,
  name: (row) => row.title,
};

export const promotionEditSource: EditSource<Promotion> = {
  key: "promotions",
  load: getPromotion,
  save: savePromotion,
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
