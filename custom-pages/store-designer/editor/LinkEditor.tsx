import { useState } from "react";
import { useTranslate } from "react-admin";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import LinkIcon from "@mui/icons-material/Link";
import { linkSchema } from "../../../domain/sections";
import { TextInput } from "./fields";

export interface LinkValue {
  title: string;
  url: string;
}

/** A link's title and url are both required; the url must be one the store can open. */
export const LinkEditor = ({
  value,
  onChange,
}: {
  value: LinkValue;
  onChange: (value: LinkValue) => void;
}) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<LinkValue | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof LinkValue, string>>>({});
  const has = value.url.trim() !== "";

  const save = () => {
    if (!draft) return;
    const parsed = linkSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Partial<Record<keyof LinkValue, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === "title" || key === "url") && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    onChange(parsed.data);
    setDraft(null);
  };

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
      <LinkIcon fontSize="small" color="action" />
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {has ? `${value.title || value.url} → ${value.url}` : translate("app.storeDesigner.link.none")}
      </Typography>
      <Button
        size="small"
        onClick={() => {
          setErrors({});
          setDraft(value);
        }}
      >
        {translate(has ? "app.storeDesigner.link.edit" : "app.storeDesigner.link.add")}
      </Button>
      {has && (
        <Button size="small" color="error" onClick={() => onChange({ title: value.title, url: "" })}>
          {translate("app.storeDesigner.link.remove")}
        </Button>
      )}
      <Dialog open={draft !== null} onClose={() => setDraft(null)} fullWidth maxWidth="xs">
        <DialogTitle>{translate("app.storeDesigner.link.dialog")}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
          <TextInput
            label={translate("app.storeDesigner.link.title")}
            value={draft?.title ?? ""}
            error={errors.title}
            maxLength={200}
            onChange={(title) => setDraft((d) => (d ? { ...d, title } : d))}
          />
          <TextInput
            label={translate("app.storeDesigner.link.url")}
            value={draft?.url ?? ""}
            error={errors.url}
            maxLength={2000}
            onChange={(url) => setDraft((d) => (d ? { ...d, url } : d))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDraft(null)}>{translate("app.storeDesigner.link.cancel")}</Button>
          <Button variant="contained" onClick={save}>
            {translate("app.storeDesigner.link.save")}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
