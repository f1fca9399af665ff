import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Title, useNotify, useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import { formatMoney } from "../../domain/pricing";
import { apiRequest } from "../../providers/httpClient";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { ignoreCanceled, useConfirm } from "../../src/layout/ConfirmDialog";
import { readFailure, useServerText } from "../../src/useServerText";
import { xhrUpload } from "../account/xhrUpload";
import { CsvImportButton } from "../catalogue/CsvImportButton";
import { DiscountStatusChip } from "./DiscountStatusChip";
import type { Discount } from "./types";
import { useDiscounts, useDiscountsChanged } from "./useDiscounts";

/** /discounts: the store's codes with status and usage, CSV import, delete after a confirmation. */
const DiscountList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const changed = useDiscountsChanged();
  const { websiteId } = useActiveWebsite();
  const [term, setTerm] = useState("");
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const { data, isPending, isError, refetch } = useDiscounts({
    term: term.trim(),
    status: "",
    page,
    perPage,
  });
  const t = (key: string) => translate(`app.money.discounts.${key}`);
  const value = (d: Discount) => (d.kind === "fixed" ? formatMoney(d.value) : `${d.value}%`);

  const remove = (d: Discount) =>
    confirm({ content: "app.money.discounts.confirm_delete" }).then(async () => {
      try {
        await apiRequest(`/api/discounts/${d.id}`, { method: "DELETE" });
        notify("app.money.discounts.deleted", { type: "success" });
        await changed();
      } catch (error) {
        notify(serverText(readFailure(error).message), { type: "error" });
      }
    }, ignoreCanceled);

  const upload = (file: File, onProgress: (f: number) => void) => {
    const form = new FormData();
    form.append("website_id", String(websiteId));
    form.append("files[0]", file);
    return xhrUpload<{ message: string }>("/api/upload/discountcsv", form, onProgress);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t("title")} />
      <Toolbar sx={{ gap: 2, flexWrap: "wrap", py: 1 }}>
        <TextField
          size="small"
          label={translate("app.money.common.search")}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setPage(1);
          }}
        />
        <Box sx={{ flex: 1 }} />
        <CsvImportButton label={t("import")} upload={upload} onImported={() => void changed()} />
        <Button component={RouterLink} to="/discounts/create" variant="contained" startIcon={<AddIcon />}>
          {t("new")}
        </Button>
      </Toolbar>
      {isError ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={<Button onClick={() => void refetch()}>{translate("app.money.common.retry")}</Button>}
        >
          {translate("app.money.common.load_error")}
        </Alert>
      ) : isPending ? (
        <Box sx={{ p: 2 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Box>
      ) : data.total === 0 ? (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {t("empty")}
        </Typography>
      ) : (
        <>
          <Table size="small" aria-label={t("title")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("code")}</TableCell>
                <TableCell>{t("status")}</TableCell>
                <TableCell>{t("kind")}</TableCell>
                <TableCell align="right">{t("minimum_order")}</TableCell>
                <TableCell align="right">{t("used")}</TableCell>
                <TableCell>{t("starts_at")}</TableCell>
                <TableCell>{t("ends_at")}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((d) => (
                <TableRow key={d.id} hover>
                  <TableCell>
                    <Button
                      component={RouterLink}
                      to={`/discounts/edit/${d.id}`}
                      sx={{ fontFamily: "monospace" }}
                    >
                      {d.code}
                    </Button>
                    {d.title ? (
                      <Typography variant="caption" display="block">
                        {d.title}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <DiscountStatusChip status={d.status} />
                  </TableCell>
                  <TableCell>{value(d)}</TableCell>
                  <TableCell align="right">
                    {d.minimum_order > 0 ? formatMoney(d.minimum_order) : "—"}
                  </TableCell>
                  <TableCell align="right">
                    {d.usage_limit ? `${d.used_count} / ${d.usage_limit}` : d.used_count}
                  </TableCell>
                  <TableCell>{d.starts_at.slice(0, 10)}</TableCell>
                  <TableCell>
                    {d.ends_at ? d.ends_at.slice(0, 10) : translate("app.money.common.never")}
                  </TableCell>
                  <TableCell>
                    <IconButton
                      aria-label={`${translate("app.money.common.delete")} ${d.code}`}
                      onClick={() => void remove(d)}
                    >
                      <DeleteIcon />
                    </IconButton>
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
    </Card>
  );
};

export default DiscountList;
