import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNotify, useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { apiRequest } from "../../providers/httpClient";
import { ignoreCanceled, useConfirm } from "../../src/layout/ConfirmDialog";
import { readFailure, useServerText } from "../../src/useServerText";
import { MarginField } from "./MarginField";
import { exportUsers } from "./exportUsers";
import type { AdminUser, Page } from "./types";

/** Every user: search, newest first, production margin, deactivate or activate, CSV export. */
export const UsersTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState("");
  const [newest, setNewest] = useState(false);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const { data, isPending, isError } = useQuery({
    queryKey: ["admin-panel", "users", term, newest, page, perPage],
    queryFn: () =>
      apiRequest<Page<AdminUser>>(
        `/api/admin/users?${new URLSearchParams({ term: term.trim(), sort: newest ? "newest" : "name", page: String(page), per_page: String(perPage) }).toString()}`,
      ),
  });
  const t = (key: string, options?: object) => translate(`app.admin.users.${key}`, options);
  const fail = (error: unknown) => notify(serverText(readFailure(error).message), { type: "error" });

  const setActive = async (user: AdminUser, deactivated: boolean) => {
    try {
      const res = await apiRequest<{ message: string }>(`/api/admin/users/${user.id}/deactivate`, {
        method: "PUT",
        body: { deactivated },
      });
      notify(serverText(res.message), { type: "success" });
      await queryClient.invalidateQueries({ queryKey: ["admin-panel", "users"] });
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
        <TextField
          size="small"
          label={t("search")}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setPage(1);
          }}
        />
        <Button variant={newest ? "contained" : "outlined"} onClick={() => setNewest((v) => !v)}>
          {t("newest")}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => void exportUsers(term.trim()).catch(fail)}>
          {t("export")}
        </Button>
      </Stack>
      {isError ? (
        <Alert severity="error">{translate("app.admin.load_error")}</Alert>
      ) : isPending ? (
        <Skeleton height={200} aria-busy="true" />
      ) : data.total === 0 ? (
        <Typography color="text.secondary">{t("empty")}</Typography>
      ) : (
        <>
          <Table size="small" aria-label={translate("app.admin.tabs.users")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("name")}</TableCell>
                <TableCell>{t("email")}</TableCell>
                <TableCell>{t("role")}</TableCell>
                <TableCell>{t("margin")}</TableCell>
                <TableCell>{t("status")}</TableCell>
                <TableCell>{t("created")}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((u) => (
                <TableRow key={u.id}>
                  <TableCell>{u.name}</TableCell>
                  <TableCell>{u.email}</TableCell>
                  <TableCell>{u.is_admin ? t("admin") : (u.main_company_role ?? t("user"))}</TableCell>
                  <TableCell>
                    <MarginField user={u} />
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={u.deactivated_at ? "default" : "success"}
                      label={t(u.deactivated_at ? "deactivated" : "active")}
                    />
                  </TableCell>
                  <TableCell>{u.created_at.slice(0, 10)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color={u.deactivated_at ? "primary" : "error"}
                      onClick={() => void toggle(u)}
                      aria-label={`${t(u.deactivated_at ? "activate" : "deactivate")} ${u.name}`}
                    >
                      {t(u.deactivated_at ? "activate" : "deactivate")}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.total}
            page={page - 1}
            rowsPerPage={perPage}
            rowsPerPageOptions={[10, 15, 25, 50, 75, 100]}
            onPageChange={(_, p) => setPage(p + 1)}
            onRowsPerPageChange={(e) => {
              setPerPage(Number(e.target.value));
              setPage(1);
            }}
          />
        </>
      )}
    </Box>
  );
};
