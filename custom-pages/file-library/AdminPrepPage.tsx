import { useMemo, useState } from "react";
import { List, Loading, useRefresh, useTranslate } from "react-admin";
import Typography from "@mui/material/Typography";
import type { FilePrepRequest } from "../../domain/library";
import { ListPagination, useUserPerPage } from "../../ui/lists/listPaging";
import { ListLoadError } from "../../ui/lists/ListLoadError";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { DeliverDialog } from "./DeliverDialog";
import { PrepActionsContext } from "./PrepActionsContext";
import { PrepQueueDataTable } from "./PrepQueueDataTable";
import { prepQueueFilters } from "./prepQueueFilters";
import { PrepSimpleList } from "./PrepSimpleList";
import { PrepStatusDialog } from "./PrepStatusDialog";
import { usePhone } from "../../ui/usePhone";

/**
 * /master/admin/file-prep (platform admins): the print team's queue of every store's file
 * preparation requests, newest first, filtered by status and paged on the server (the list's
 * state in the URL). A request's status changes with a note for the store, and an open request
 * gets its prepared file delivered into the store's library; the list reloads after each.
 */
export default function AdminPrepPage() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const t = (key: string) => translate(`app.library.prep_admin.${key}`);
  const { perPage, isPending } = useUserPerPage();
  const small = usePhone();
  const [editing, setEditing] = useState<FilePrepRequest | null>(null);
  const [delivering, setDelivering] = useState<FilePrepRequest | null>(null);
  const actions = useMemo(() => ({ changeStatus: setEditing, deliver: setDelivering }), []);
  if (isPending) return <Loading />;

  return (
    <PrepActionsContext.Provider value={actions}>
      <List
        resource="FilePrepRequest"
        title={t("title")}
        filters={prepQueueFilters}
        perPage={perPage}
        pagination={<ListPagination />}
        sort={{ field: "created_at", order: "DESC" }}
        actions={<ListToolbar create={false} readExport />}
        empty={false}
        error={<ListLoadError text="app.library.prep_admin.load_error" />}
      >
        <Typography color="text.secondary" sx={{ px: 2, pt: 2 }}>
          {t("intro")}
        </Typography>
        {small ? <PrepSimpleList /> : <PrepQueueDataTable />}
      </List>
      <PrepStatusDialog request={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <DeliverDialog request={delivering} onClose={() => setDelivering(null)} onDelivered={refresh} />
    </PrepActionsContext.Provider>
  );
}
