import { useTranslate } from "react-admin";
import { IMAGE_TEXT_POSITIONS, type ImageTextData } from "../../../domain/sections";
import { SelectInput, SwitchInput, TextInput } from "./fields";
import type { FormProps } from "./formProps";
import { ImageField } from "./ImageField";

export const ImageTextForm = ({ data, onChange, errors }: FormProps<ImageTextData>) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.storeDesigner.fields.${key}`);
  const set = (patch: Partial<ImageTextData>) => onChange({ ...data, ...patch });
  return (
    <>
      <SelectInput
        label={t("position")}
        value={data.position}
        options={IMAGE_TEXT_POSITIONS.map((value) => ({
          value,
          label: translate(`app.storeDesigner.positions.${value}`),
        }))}
        onChange={(position) => set({ position })}
      />
      <SwitchInput
        label={t("show_image")}
        checked={data.show_image}
        onChange={(show_image) => set({ show_image })}
      />
      {data.show_image && (
        <ImageField
          label={translate("app.storeDesigner.image.chosen")}
          value={data.url}
          onChange={(url) => set({ url })}
        />
      )}
      <SwitchInput
        label={t("show_text")}
        checked={data.show_text}
        onChange={(show_text) => set({ show_text })}
      />
      {data.show_text && (
        <TextInput
          label={t("text")}
          value={data.text}
          multiline
          maxLength={20000}
          error={errors.text}
          onChange={(text) => set({ text })}
        />
      )}
    </>
  );
};
