import { DataTable, useTranslate } from "react-admin";
import type { FilePrepRequest } from "../../domain/library";
import { PrepDatesCell, PrepFileCell, PrepRequestCell, PrepRowActions, PrepStatusChip } from "./PrepCells";
import { PrepQueueEmpty } from "./PrepQueueEmpty";

/**
 * One page of every store's requests: store, file, request, status, dates, actions. The server
 * keeps the newest first, so the columns do not sort; a row's actions open the dialogs.
 */
export const PrepQueueDataTable = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.library.prep_admin.${key}`);
  return (
    <DataTable<FilePrepRequest>
      aria-label={t("title")}
      rowClick={false}
      bulkActionButtons={false}
      empty={<PrepQueueEmpty />}
      sx={{ "& .column-created_at, & .prep-actions": { whiteSpace: "nowrap" } }}
    >
      <DataTable.Col source="website_name" label={t("store")} disableSort />
      <DataTable.Col source="file" label={t("file")} disableSort field={PrepFileCell} />
      <DataTable.Col source="note" label={t("request")} disableSort field={PrepRequestCell} />
      <DataTable.Col source="status" label={t("status")} disableSort field={PrepStatusChip} />
      <DataTable.Col source="created_at" label={t("dates")} disableSort field={PrepDatesCell} />
      <DataTable.Col label={t("actions")} disableSort field={PrepRowActions} cellClassName="prep-actions" />
    </DataTable>
  );
};
