import { useTranslate } from "react-admin";
import type { ContactData, CustomFormData } from "../../../domain/sections";
import { SwitchInput } from "./fields";
import type { FormProps } from "./formProps";
import { TitleInput } from "./TitleInput";

const CONTACT_FLAGS = [
  "first_last_name",
  "business_name",
  "phone",
  "contact_address",
  "full_address",
  "upload_files",
] as const;

/** The contact section's title and which fields its form asks for. */
export const ContactForm = ({ data, onChange, errors }: FormProps<ContactData>) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.storeDesigner.fields.${key}`);
  return (
    <>
      <TitleInput
        value={data.title}
        error={errors.title}
        onChange={(title) => onChange({ ...data, title })}
      />
      {CONTACT_FLAGS.map((flag) => (
        <SwitchInput
          key={flag}
          label={t(flag)}
          checked={data[flag]}
          onChange={(checked) => onChange({ ...data, [flag]: checked })}
        />
      ))}
    </>
  );
};

export const CustomFormForm = ({ data, onChange, errors }: FormProps<CustomFormData>) => {
  return (
    <TitleInput value={data.title} error={errors.title} onChange={(title) => onChange({ ...data, title })} />
  );
};
