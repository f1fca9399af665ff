import { InfiniteList, useTranslate } from "react-admin";
import { LIBRARY_SHOW_MORE } from "../../domain/library";
import { FileListActions } from "./FileListActions";
import { FileListView } from "./FileListView";
import { FolderScope } from "./FolderScope";
import { useFileFilters } from "./fileFilters";

/**
 * The store's file library (the File Resource): folders, files loaded 12 at a time, searched,
 * filtered by type and verdict, sorted; filters, sort and folder are in the URL.
 */
export default function FileList() {
  const translate = useTranslate();
  return (
    <InfiniteList
      resource="File"
      title={translate("app.library.page.files")}
      filters={useFileFilters()}
      filterDefaultValues={{ folder_id: 0 }}
      perPage={LIBRARY_SHOW_MORE}
      sort={{ field: "created_at", order: "DESC" }}
      pagination={false}
      empty={false}
      actions={<FileListActions />}
    >
      <FolderScope />
      <FileListView />
    </InfiniteList>
  );
}
