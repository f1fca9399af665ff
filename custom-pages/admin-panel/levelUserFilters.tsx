import { AutocompleteInput, ReferenceInput } from "react-admin";
import { LabelledSearchInput } from "../../ui/lists/LabelledSearchInput";

/** Search by the user's name or e-mail (`q`) and narrow to one store (`website_id`), on the server. */
export function useLevelUserFilters() {
  return [
    <LabelledSearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="website_id" source="website_id" reference="Website" label="app.admin.levels.store">
      <AutocompleteInput label="app.admin.levels.store" optionText="name" />
    </ReferenceInput>,
  ];
}
