import { AutocompleteInput, ReferenceInput, SearchInput, useTranslate } from "react-admin";

/** Search by the user's name or e-mail (`q`) and narrow to one store (`website_id`), on the server. */
export function useLevelUserFilters() {
  const translate = useTranslate();
  const search = translate("ra.action.search");
  return [
    // SearchInput hands its placeholder to the input as is: it is translated here.
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={search}
      slotProps={{ htmlInput: { "aria-label": search } }}
    />,
    <ReferenceInput key="website_id" source="website_id" reference="Website" label="app.admin.levels.store">
      <AutocompleteInput label="app.admin.levels.store" optionText="name" />
    </ReferenceInput>,
  ];
}
