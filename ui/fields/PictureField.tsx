import { useState } from "react";
import { useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { LibraryDialog } from "../files/LibraryDialog";

export interface PictureFieldProps {
  label: string;
  value: string;
  /** What the <img> loads for a stored value (the server's *_url); falls back to the value. */
  preview: string | null;
  onChange: (value: string, preview: string | null) => void;
  error?: string;
}

/** A picture from the store's file library (or an https address), with its preview. */
export function PictureField({ label, value, preview, onChange, error }: PictureFieldProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const shown = preview ?? (/^(https:\/\/|\/files\/)/.test(value) ? value : null);
  return (
    <Box role="group" aria-label={translate(label)}>
      <Typography variant="subtitle2" gutterBottom>
        {translate(label)}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt=""
            sx={{ width: 96, height: 96, objectFit: "cover", borderRadius: 1 }}
          />
        ) : null}
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {translate("app.content.fields.choose_image")}
        </Button>
        <TextField
          size="small"
          label={translate("app.content.fields.image_url")}
          value={value}
          onChange={(e) => onChange(e.target.value, null)}
          sx={{ minWidth: 260, flexGrow: 1 }}
        />
        {value ? (
          <Button color="inherit" onClick={() => onChange("", null)}>
            {translate("app.content.fields.remove_image")}
          </Button>
        ) : null}
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <LibraryDialog
        open={open}
        accept="image"
        onClose={() => setOpen(false)}
        onChoose={(file) => {
          onChange(file.url, file.thumb_url || file.url);
          setOpen(false);
        }}
      />
    </Box>
  );
}
