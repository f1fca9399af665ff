import { SearchInput, SelectInput, useLocaleState, useTranslate } from "react-admin";
import { CONTACT_TAGS } from "../../domain/contacts";
import { tagLabel } from "./tagLabel";

/** Search by name, e-mail or city (the model's `q`) and one tag. */
export function useContactFilters() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tagChoices = CONTACT_TAGS.map((tag) => ({ id: tag, name: tagLabel(tag, locale) }));
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate("app.shell.contacts.search")} />,
    <SelectInput
      key="tag"
      source="tag"
      label="app.shell.contacts.fields.tags"
      choices={tagChoices}
      translateChoice={false}
      alwaysOn
    />,
  ];
}
