import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Title, useNotify, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import { formatMoney } from "../../domain/pricing";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { readFailure, useServerText } from "../../ui/useServerText";
import { PagedTable } from "../../ui/lists/PagedTable";
import { SearchField } from "../../ui/lists/SearchField";
import { usePaging } from "../../ui/lists/usePaging";
import { CsvImportButton } from "../catalogue/CsvImportButton";
import { formatDate } from "../../ui/format";
import { usePlanFeatureLocked } from "../../ui/usePlanFeatureLocked";
import { LockedNotice } from "../gift-cards/LockedNotice";
import { DiscountStatusChip } from "./DiscountStatusChip";
import type { Discount } from "./types";
import { useDiscounts, useDiscountsChanged } from "./useDiscounts";

/** /discounts: the store's codes with status and usage, CSV import, delete after a confirmation. */
const DiscountList = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const changed = useDiscountsChanged();
  const { websiteId } = useActiveWebsite();
  const [term, setTerm] = useState("");
  const paging = usePaging();
  const query = useDiscounts({ term: term.trim(), status: "" }, paging);
  // Codes the store already has stay listed after a downgrade; they cannot be added or changed.
  const locked = usePlanFeatureLocked("discounts");
  const t = (key: string) => translate(`app.money.discounts.${key}`);
  const value = (d: Discount) => (d.kind === "fixed" ? formatMoney(d.value) : `${d.value}%`);

  const remove = (d: Discount) =>
    confirm({ content: "app.money.discounts.confirm_delete" }).then(async () => {
      try {
        await dataProvider.deleteDiscount(d.id);
        notify("app.money.discounts.deleted", { type: "success" });
        await changed();
      } catch (error) {
        notify(serverText(readFailure(error)), { type: "error" });
      }
    }, ignoreCanceled);

  const upload = (file: File, onProgress: (f: number) => void) =>
    dataProvider.importDiscountsCsv(websiteId, file, onProgress);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t("title")} />
      <Toolbar sx={{ gap: 2, flexWrap: "wrap", py: 1 }}>
        <SearchField
          label={translate("app.money.common.search")}
          value={term}
          onChange={setTerm}
          paging={paging}
        />
        <Box sx={{ flex: 1 }} />
        <CsvImportButton
          label={t("import")}
          upload={upload}
          onImported={() => void changed()}
          disabled={locked}
        />
        <Button
          component={RouterLink}
          to="/discounts/create"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={locked}
        >
          {t("new")}
        </Button>
      </Toolbar>
      {locked ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <LockedNotice message="app.shell.upgrade.discounts" />
        </Box>
      ) : null}
      <PagedTable
        label={t("title")}
        query={query}
        paging={paging}
        rowKey={(d) => d.id}
        empty="app.money.discounts.empty"
        error="app.money.common.load_error"
        retry="app.money.common.retry"
        columns={[
          {
            label: t("code"),
            cell: (d) => (
              <>
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
              </>
            ),
          },
          { label: t("status"), cell: (d) => <DiscountStatusChip status={d.status} /> },
          { label: t("kind"), cell: value },
          {
            label: t("minimum_order"),
            align: "right",
            cell: (d) => (d.minimum_order > 0 ? formatMoney(d.minimum_order) : "—"),
          },
          {
            label: t("used"),
            align: "right",
            cell: (d) => (d.usage_limit ? `${d.used_count} / ${d.usage_limit}` : d.used_count),
          },
          { label: t("starts_at"), cell: (d) => formatDate(d.starts_at) },
          {
            label: t("ends_at"),
            cell: (d) => (d.ends_at ? formatDate(d.ends_at) : translate("app.money.common.never")),
          },
          {
            cell: (d) => (
              <IconButton
                aria-label={`${translate("app.money.common.delete")} ${d.code}`}
                disabled={locked}
                onClick={() => void remove(d)}
              >
                <DeleteIcon />
              </IconButton>
            ),
          },
        ]}
      />
    </Card>
  );
};

export default DiscountList;
