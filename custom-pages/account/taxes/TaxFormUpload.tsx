import { useState } from "react";
import { Box, Button, LinearProgress, Stack, Typography } from "@mui/material";
import CloudUploadIcon from "@mui/icons-material/CloudUploadOutlined";
import { useNotify, useTranslate } from "react-admin";
import type { TaxIdType } from "../../../domain/tax-ids";
import { useServerErrors } from "../../../ui/useServerErrors";
import { useUpload } from "../useUpload";
import { PdfPicker } from "./PdfPicker";
import { TaxIdFields, taxIdProblem, type TaxIdDraft } from "./TaxIdFields";
import { useReloadTaxForms } from "./useTaxForms";

const EMPTY: TaxIdDraft = { country: "", type: "", taxId: "" };

/** Pick the country and tax id type, type the number, attach the PDF, upload with progress. */
export const TaxFormUpload = ({ catalogue }: { catalogue: readonly TaxIdType[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const serverErrors = useServerErrors();
  const reload = useReloadTaxForms();
  const { upload, progress, uploading } = useUpload();
  const [draft, setDraft] = useState<TaxIdDraft>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const type = catalogue.find((t) => t.country_code === draft.country && t.enum === draft.type);
  const ready =
    type !== undefined && draft.taxId.trim() !== "" && !taxIdProblem(type, draft.taxId) && file !== null;

  const submit = async () => {
    if (!ready || !file) return;
    const form = new FormData();
    form.append("country_code", draft.country);
    form.append("tax_id_type", draft.type);
    form.append("tax_id", draft.taxId.trim());
    form.append("file", file);
    setErrors({});
    try {
      await upload("/api/upload/uploadtaxpdf", form);
      notify("app.account.taxes.uploaded", { type: "success" });
      setDraft(EMPTY);
      setFile(null);
      await reload();
    } catch (error) {
      const { message, fields } = serverErrors(error);
      setErrors(fields);
      notify(message, { type: "error" });
    }
  };

  return (
    <Stack spacing={2.5}>
      <TaxIdFields
        catalogue={catalogue}
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setErrors({});
        }}
        errors={errors}
        disabled={uploading}
      />
      <PdfPicker file={file} onChange={setFile} error={errors.file} disabled={uploading} />
      {uploading ? (
        <Box>
          <LinearProgress variant="determinate" value={Math.round((progress ?? 0) * 100)} />
          <Typography variant="caption" color="text.secondary">
            {translate("app.account.taxes.uploading", { percent: Math.round((progress ?? 0) * 100) })}
          </Typography>
        </Box>
      ) : null}
      <Box>
        <Button
          variant="contained"
          startIcon={<CloudUploadIcon />}
          disabled={!ready || uploading}
          onClick={() => void submit()}
        >
          {translate("app.account.taxes.upload")}
        </Button>
      </Box>
    </Stack>
  );
};
