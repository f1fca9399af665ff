import { FormControlLabel, Stack, Switch, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { EditorCard } from "./EditorCard";
import { useEditor } from "./EditorContext";

/** ISO (UTC) to the local value a datetime-local input shows, and back. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** Published switch and the publish window (the start must precede the end). */
export const PublishCard = () => {
  const translate = useTranslate();
  const { draft, set, errors } = useEditor();
  return (
    <EditorCard title="app.productEditor.publish.title">
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={draft.available === 1}
              onChange={(e) => set("available", e.target.checked ? 1 : 0)}
            />
          }
          label={translate("app.productEditor.publish.available")}
        />
        <TextField
          type="datetime-local"
          label={translate("app.productEditor.publish.from")}
          value={toLocalInput(draft.published_from)}
          onChange={(e) => set("published_from", fromLocalInput(e.target.value))}
          error={Boolean(errors.published_from)}
          helperText={errors.published_from}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="datetime-local"
          label={translate("app.productEditor.publish.to")}
          value={toLocalInput(draft.published_to)}
          onChange={(e) => set("published_to", fromLocalInput(e.target.value))}
          error={Boolean(errors.published_to)}
          helperText={errors.published_to}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    </EditorCard>
  );
};
