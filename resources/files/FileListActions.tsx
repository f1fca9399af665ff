import { SortButton, useListContext, useRefresh, useStore, useTranslate } from "react-admin";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import GridViewIcon from "@mui/icons-material/GridView";
import TableRowsIcon from "@mui/icons-material/TableRows";
import { UploadButton } from "../../ui/files/UploadButton";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { FILE_VIEW_KEY, type FileView } from "./FileListView";
import { folderOf } from "./useOpenFolder";

/** The library's toolbar: filters, sort, cards or table, export, and the upload into the open folder. */
export function FileListActions() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { filterValues } = useListContext();
  const [view, setView] = useStore<FileView>(FILE_VIEW_KEY, "grid");
  return (
    <ListToolbar create={false} columns={view === "table" ? undefined : false}>
      <SortButton fields={["created_at", "name", "size", "extension"]} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, next: FileView | null) => next && setView(next)}
      >
        <ToggleButton value="grid" aria-label={translate("app.library.list.view_grid")}>
          <GridViewIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="table" aria-label={translate("app.library.list.view_table")}>
          <TableRowsIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <UploadButton folderId={folderOf(filterValues)} onUploaded={refresh} />
    </ListToolbar>
  );
}
