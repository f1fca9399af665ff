import { useTranslate } from "react-admin";
import { TextField } from "@mui/material";

/** The most custom HTML a section holds (domain/sections.ts `full_html`). */
const MAX_HTML = 50000;

/**
 * The section's own HTML, shown on the store under the element. The server sanitises it on
 * save and on render, so the preview shows what shoppers will see.
 */
export const CustomHtmlField = ({
  value,
  onChange,
  error,
}: {
  value: string | undefined;
  onChange: (html: string | undefined) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate("app.storeDesigner.editor.custom_html")}
      value={value ?? ""}
      size="small"
      fullWidth
      multiline
      minRows={4}
      maxRows={16}
      error={!!error}
      helperText={error ?? translate("app.storeDesigner.editor.custom_html_help")}
      slotProps={{
        htmlInput: {
          maxLength: MAX_HTML,
          spellCheck: false,
          style: { fontFamily: "monospace", fontSize: 13 },
        },
      }}
      // An emptied field drops the key, so the section saves as it did before any HTML.
      onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
    />
  );
};
