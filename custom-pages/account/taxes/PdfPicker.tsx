import { useRef, useState } from "react";
import { Box, Button, FormHelperText, Typography } from "@mui/material";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdfOutlined";
import UploadFileIcon from "@mui/icons-material/UploadFileOutlined";
import { useTranslate } from "react-admin";
import { formatSize, pdfProblem } from "./pdfFile";

interface PdfPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** A server-side error for the file. */
  error?: string;
  disabled?: boolean;
}

/** A drop zone and a button for one PDF; anything else is refused with the PDF-only message. */
export const PdfPicker = ({ file, onChange, error, disabled = false }: PdfPickerProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const shown = problem ? translate(problem) : error;

  const take = (picked: File | undefined) => {
    if (!picked) return;
    const issue = pdfProblem(picked);
    setProblem(issue);
    onChange(issue ? null : picked);
  };

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) take(event.dataTransfer.files[0]);
        }}
        sx={{
          border: "1.5px dashed",
          borderColor: shown ? "error.main" : dragging ? "primary.main" : "divider",
          bgcolor: dragging ? "action.hover" : "transparent",
          borderRadius: 3,
          p: 2.5,
          display: "flex",
          alignItems: "center",
          gap: 2,
          flexWrap: "wrap",
        }}
      >
        {file ? <PictureAsPdfIcon color="error" /> : <UploadFileIcon color="action" />}
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography fontWeight={600}>{file ? file.name : translate("app.account.taxes.drop")}</Typography>
          <Typography variant="body2" color="text.secondary">
            {file ? formatSize(file.size) : translate("app.account.taxes.file_hint")}
          </Typography>
        </Box>
        <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
          {translate(file ? "app.account.taxes.replace_file" : "app.account.taxes.choose_file")}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept="application/pdf,.pdf"
          data-testid="tax-pdf-input"
          aria-label={translate("app.account.taxes.choose_file")}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </Box>
      {shown ? (
        <FormHelperText error role="alert">
          {shown}
        </FormHelperText>
      ) : null}
    </Box>
  );
};
