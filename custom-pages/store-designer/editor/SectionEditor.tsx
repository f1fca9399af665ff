import { useState } from "react";
import { useTranslate } from "react-admin";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  IconButton,
  Typography,
} from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import { useDesigner } from "../DesignerContext";
import { sectionErrors } from "../layout";
import { sectionLabel } from "../sectionLabel";
import { useSectionActions } from "../useSectionActions";
import { CustomHtmlField } from "./CustomHtmlField";
import { PatternPicker } from "./PatternPicker";
import { SectionForm } from "./SectionForm";
import { StyleFields } from "./StyleFields";

/** Errors under `prefix.` with the prefix taken off. */
function scoped(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, message]) => [key.slice(prefix.length + 1), message]),
  );
}

/** The section editor page: pattern, the element's fields, its style, and an info dialog. */
export const SectionEditor = () => {
  const translate = useTranslate();
  const { selectedPage, layout, editingId, setEditingId } = useDesigner();
  const { update } = useSectionActions();
  const [info, setInfo] = useState(false);
  const section = selectedPage ? layout[selectedPage.id]?.find((s) => s.id === editingId) : undefined;
  if (!section) return null;
  const errors = sectionErrors(section);
  const name = sectionLabel(section, translate);

  return (
    <Box
      component="section"
      aria-label={translate("app.storeDesigner.editor.title", { name })}
      sx={{ display: "grid", gap: 1.5 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
        <IconButton
          aria-label={translate("app.storeDesigner.editor.back")}
          onClick={() => setEditingId(null)}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="subtitle1" component="h2" noWrap sx={{ flex: 1 }}>
          {translate("app.storeDesigner.editor.title", { name })}
        </Typography>
        <IconButton aria-label={translate("app.storeDesigner.editor.info")} onClick={() => setInfo(true)}>
          <InfoOutlinedIcon />
        </IconButton>
      </Box>
      <PatternPicker section={section} onChange={update} />
      <Divider />
      <Typography variant="subtitle2">{translate("app.storeDesigner.editor.content")}</Typography>
      <SectionForm section={section} errors={scoped(errors, "data")} onChange={update} />
      <CustomHtmlField
        value={section.full_html}
        error={errors.full_html}
        onChange={(full_html) => {
          const next = { ...section, full_html };
          if (full_html === undefined) delete next.full_html;
          update(next);
        }}
      />
      <Divider />
      <Typography variant="subtitle2">{translate("app.storeDesigner.editor.style")}</Typography>
      <StyleFields
        style={section.style}
        errors={errors}
        onChange={(style) => update({ ...section, style })}
      />
      <Dialog open={info} onClose={() => setInfo(false)}>
        <DialogTitle>{translate(`app.storeDesigner.types.${section.type}`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(`app.storeDesigner.type_info.${section.type}`)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setInfo(false)}>{translate("app.storeDesigner.editor.info_close")}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
