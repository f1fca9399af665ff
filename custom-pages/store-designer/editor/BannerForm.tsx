import { useTranslate } from "react-admin";
import { BANNER_POSITIONS, type BannerData } from "../../../domain/sections";
import { SelectInput, SwitchInput } from "./fields";
import type { FormProps } from "./formProps";
import { ImageField } from "./ImageField";
import { LinkEditor } from "./LinkEditor";

export const BannerForm = ({ data, onChange, errors }: FormProps<BannerData>) => {
  const translate = useTranslate();
  const set = (patch: Partial<BannerData>) => onChange({ ...data, ...patch });
  return (
    <>
      <ImageField
        label={translate("app.storeDesigner.image.chosen")}
        value={data.url}
        onChange={(url) => set({ url })}
      />
      <SelectInput
        label={translate("app.storeDesigner.fields.position")}
        value={data.position}
        error={errors.position}
        options={BANNER_POSITIONS.map((value) => ({
          value,
          label: translate(`app.storeDesigner.positions.${value}`),
        }))}
        onChange={(position) => set({ position })}
      />
      {/* The banner's link: its caption is the link's title. */}
      <LinkEditor
        value={{ title: data.additional_option, url: data.website_url }}
        onChange={(link) => set({ additional_option: link.title, website_url: link.url })}
      />
      <SwitchInput
        label={translate("app.storeDesigner.fields.new_window")}
        checked={data.newWindow}
        onChange={(newWindow) => set({ newWindow })}
      />
    </>
  );
};
