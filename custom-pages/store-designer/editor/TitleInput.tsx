import { useTranslate } from "react-admin";
import { TextInput } from "./fields";

/** A section's title, at most the 200 characters the section schemas allow. */
export const TitleInput = ({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (title: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <TextInput
      label={translate("app.storeDesigner.fields.title")}
      value={value}
      maxLength={200}
      error={error}
      onChange={onChange}
    />
  );
};
