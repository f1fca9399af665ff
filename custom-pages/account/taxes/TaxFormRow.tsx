import { useState } from "react";
import { Avatar, Box, Button, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import DownloadIcon from "@mui/icons-material/FileDownloadOutlined";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdfOutlined";
import { Confirm, useLocaleState, useNotify, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useServerErrors } from "../../../ui/useServerErrors";
import { formatSize } from "./pdfFile";
import { countryNamer } from "./useTaxCatalogue";
import { useReloadTaxForms, type TaxForm } from "./useTaxForms";

/** One uploaded form: what it is, a download link (signed URL) and delete behind a confirmation. */
export const TaxFormRow = ({ form }: { form: TaxForm }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const reload = useReloadTaxForms();
  const serverErrors = useServerErrors();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const uploaded = new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(form.created_at));

  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    try {
      await dataProvider.deleteAccountTaxForm(form.id);
      notify("app.account.taxes.deleted", { type: "success" });
      await reload();
    } catch (error) {
      notify(serverErrors(error).message, { type: "error" });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ py: 1.5, opacity: deleting ? 0.5 : 1 }}>
      <Avatar variant="rounded" sx={{ bgcolor: "#FDECEC", color: "error.main" }}>
        <PictureAsPdfIcon />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography fontWeight={600} noWrap>
          {form.tax_id_type_name ?? form.tax_id_type} · {form.tax_id}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {countryNamer(locale)(form.country_code)} · {form.name} · {formatSize(form.size)} ·{" "}
          {translate("app.account.taxes.uploaded_on", { date: uploaded })}
        </Typography>
      </Box>
      {form.url ? (
        <Button
          component="a"
          href={form.url}
          target="_blank"
          rel="noopener"
          size="small"
          startIcon={<DownloadIcon />}
          sx={{ display: { xs: "none", sm: "inline-flex" } }}
        >
          {translate("app.account.taxes.download")}
        </Button>
      ) : null}
      <Tooltip title={translate("app.account.taxes.delete")}>
        <span>
          <IconButton
            aria-label={translate("app.account.taxes.delete_named", { name: form.name })}
            disabled={deleting}
            onClick={() => setConfirming(true)}
          >
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        title="app.account.confirm.title"
        content="app.account.confirm.default"
        confirm="app.account.confirm.yes"
        cancel="app.account.confirm.no"
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
