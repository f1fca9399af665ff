import { Box } from "@mui/material";
import { CheckboxGroupInput, SelectInput, TextInput, useLocaleState } from "react-admin";
import { CONTACT_LANGS, CONTACT_TAGS } from "../../domain/contacts";
import { tagLabel } from "./tagLabel";

const LANG_CHOICES = CONTACT_LANGS.map((code) => ({ id: code, name: code }));
const L = (field: string) => `app.shell.contacts.fields.${field}`;

/** Contact edit fields (the form's zod schema checks them); two short fields share a row. */
export const ContactInputs = () => {
  const [locale] = useLocaleState();
  const tagChoices = CONTACT_TAGS.map((tag) => ({ id: tag, name: tagLabel(tag, locale) }));
  return (
    <>
      <TextInput source="name" label={L("name")} helperText={false} />
      <TextInput source="email" label={L("email")} helperText={false} type="email" />
      <TextInput source="phone" label={L("phone")} helperText={false} />
      <TextInput source="street" label={L("street")} helperText={false} />
      <Box sx={{ display: "flex", gap: 2, width: "100%" }}>
        <TextInput source="postal" label={L("postal")} helperText={false} sx={{ flex: 1 }} />
        <TextInput source="city" label={L("city")} helperText={false} sx={{ flex: 2 }} />
      </Box>
      <SelectInput source="lang" label={L("lang")} helperText={false} choices={LANG_CHOICES} emptyText="—" />
      <CheckboxGroupInput source="tags" label={L("tags")} choices={tagChoices} translateChoice={false} />
      <TextInput source="comment" label={L("comment")} helperText={false} multiline minRows={3} />
    </>
  );
};
