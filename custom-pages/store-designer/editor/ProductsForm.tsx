import { useTranslate } from "react-admin";
import { PRODUCTS_PER_ROW, SORT_BY, type ProductsData } from "../../../domain/sections";
import { ChosenProducts } from "./ChosenProducts";
import { NumberInput, SelectInput, SwitchInput } from "./fields";
import type { FormProps } from "./formProps";
import { TitleInput } from "./TitleInput";

/** How many products, how many a row (1, 2, 3, 4, 6 or 12), their order and which. */
export const ProductsForm = ({ data, onChange, errors }: FormProps<ProductsData>) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.storeDesigner.fields.${key}`);
  const set = (patch: Partial<ProductsData>) => onChange({ ...data, ...patch });
  return (
    <>
      <TitleInput value={data.title} error={errors.title} onChange={(title) => set({ title })} />
      <NumberInput
        label={t("limit")}
        value={data.limit}
        min={1}
        whenEmpty={0}
        error={errors.limit}
        onChange={(limit) => set({ limit: limit ?? 0 })}
      />
      <SelectInput
        label={t("row_limit")}
        value={data.row_limit}
        error={errors.row_limit}
        options={PRODUCTS_PER_ROW.map((value) => ({ value, label: String(value) }))}
        onChange={(row_limit) => set({ row_limit })}
      />
      <SelectInput
        label={t("sort_by")}
        value={data.sort_by}
        options={SORT_BY.map((value) => ({ value, label: translate(`app.storeDesigner.sort.${value}`) }))}
        onChange={(sort_by) => set({ sort_by })}
      />
      <SwitchInput label={t("show_all")} checked={data.show_all} onChange={(show_all) => set({ show_all })} />
      <SwitchInput
        label={t("all_products")}
        checked={data.all_products}
        onChange={(all_products) => set({ all_products })}
      />
      {!data.all_products && (
        <ChosenProducts
          ids={data.chosen_products}
          ordered={data.sort_by === "Position"}
          onChange={(chosen_products) => set({ chosen_products })}
        />
      )}
    </>
  );
};
