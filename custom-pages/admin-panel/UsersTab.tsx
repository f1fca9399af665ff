import { Fragment, useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { useAppDataProvider } from "../../providers/dataProvider";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { PagedTable } from "../../ui/lists/PagedTable";
import { useListChanged, usePageQuery } from "../../ui/lists/usePageQuery";
import { SearchField } from "../../ui/lists/SearchField";
import { usePaging } from "../../ui/lists/usePaging";
import { readFailure, useServerText } from "../../ui/useServerText";
import { EditUserDialog } from "./EditUserDialog";
import { LoginAsButton } from "./LoginAsButton";
import { MarginField } from "./MarginField";
import { downloadFile } from "../../providers/transport/download";
import { RegisteredReport } from "./RegisteredReport";
import type { AdminUser, Page } from "./types";

/**
 * Long e-mails and role keys may wrap after "@", "-", "." and "_" (never inside a word), so the
 * table fits its card at 1280 px.
 */
const breakable = (text: string) =>
  text.split(/(?<=[@_.-])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));

/**
 * Every user: search, newest first, edit, production margin, deactivate or activate, CSV export,
 * and the report of users registered in a period.
 */
export const UsersTab = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const changed = useListChanged("admin-panel", "users");
  const [term, setTerm] = useState("");
  const [newest, setNewest] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const paging = usePaging();
  const query = usePageQuery<Page<AdminUser>>(["admin-panel", "users"], "/api/admin/users", {
    term: term.trim(),
    sort: newest ? "newest" : "name",
    page: paging.page,
    per_page: paging.perPage,
  });
  const t = (key: string, options?: object) => translate(`app.admin.users.${key}`, options);
  const fail = (error: unknown) => notify(serverText(readFailure(error)), { type: "error" });

  const setActive = async (user: AdminUser, deactivated: boolean) => {
    try {
      const res = await dataProvider.adminSetUserDeactivated(user.id, deactivated);
      notify(serverText(res.message), { type: "success" });
      await changed();
    } catch (error) {
      fail(error);
    }
  };
  const toggle = (user: AdminUser) =>
    user.deactivated_at
      ? setActive(user, false)
      : confirm({
          content: "app.admin.users.confirm_deactivate",
          translateOptions: { name: user.name },
        }).then(() => setActive(user, true), ignoreCanceled);

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: "wrap" }} useFlexGap>
        <SearchField label={t("search")} value={term} onChange={setTerm} paging={paging} />
        <Button
          variant={newest ? "contained" : "outlined"}
          aria-pressed={newest}
          onClick={() => {
            setNewest((v) => !v);
            paging.reset();
          }}
        >
          {t("newest")}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          onClick={() =>
            void downloadFile("/api/export/users", "users.csv", {
              body: term.trim() ? { term: term.trim() } : {},
            }).catch(fail)
          }
        >
          {t("export")}
        </Button>
      </Stack>
      <RegisteredReport />
      <PagedTable
        label={translate("app.admin.tabs.users")}
        query={query}
        paging={paging}
        rowKey={(u) => u.id}
        empty="app.admin.users.empty"
        error="app.admin.load_error"
        retry="app.admin.retry"
        columns={[
          { label: t("name"), cell: (u) => u.name },
          { label: t("email"), cell: (u) => breakable(u.email) },
          {
            label: t("role"),
            cell: (u) => breakable(u.is_admin ? t("admin") : (u.main_company_role ?? t("user"))),
          },
          { label: t("margin"), cell: (u) => <MarginField user={u} /> },
          {
            label: t("status"),
            cell: (u) => (
              <Chip
                size="small"
                color={u.deactivated_at ? "default" : "success"}
                label={t(u.deactivated_at ? "deactivated" : "active")}
              />
            ),
          },
          { label: t("created"), cell: (u) => u.created_at.slice(0, 10), nowrap: true },
          {
            cell: (u) => (
              <Stack direction="row">
                <Button size="small" onClick={() => setEditing(u)} aria-label={`${t("edit")} ${u.name}`}>
                  {t("edit")}
                </Button>
                <Button
                  size="small"
                  color={u.deactivated_at ? "primary" : "error"}
                  onClick={() => void toggle(u)}
                  aria-label={`${t(u.deactivated_at ? "activate" : "deactivate")} ${u.name}`}
                >
                  {t(u.deactivated_at ? "activate" : "deactivate")}
                </Button>
                <LoginAsButton user={u} />
              </Stack>
            ),
          },
        ]}
      />
      {editing !== null ? (
        <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} onSaved={changed} />
      ) : null}
    </Box>
  );
};
