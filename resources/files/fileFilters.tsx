import { SearchInput, SelectInput, useTranslate } from "react-admin";
import { FILE_APPROVALS } from "../../domain/library";

/** The file types the library takes (see the upload's accept list). */
export const FILE_TYPES = ["png", "jpg", "jpeg", "pdf", "eps", "ai", "dst", "emb"] as const;

/** The store library's filters: a search by name, the file type and the print team's verdict. */
export function useFileFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate("app.library.list.search")} />,
    <SelectInput
      key="extension"
      source="extension"
      label={translate("app.library.table.type")}
      choices={FILE_TYPES.map((type) => ({ id: type, name: type.toUpperCase() }))}
    />,
    <SelectInput
      key="approval"
      source="approval"
      label={translate("app.library.table.status")}
      choices={FILE_APPROVALS.map((approval) => ({
        id: approval,
        name: translate(`app.library.approval.${approval}`),
      }))}
    />,
  ];
}
