import { Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { EditorCard } from "./EditorCard";
import { useEditor } from "./EditorContext";

/** Names are at most 50 characters; the counter shows how many are left. */
export const NAME_MAX = 50;

/** Name with its counter, slug, description and additional description. */
export const DetailsCard = () => {
  const translate = useTranslate();
  const { draft, set, errors } = useEditor();
  return (
    <EditorCard title="app.productEditor.details.title">
      <Stack spacing={2}>
        <TextField
          label={translate("app.productEditor.details.name")}
          value={draft.name}
          required
          onChange={(e) => set("name", e.target.value.slice(0, NAME_MAX))}
          error={Boolean(errors.name)}
          helperText={
            errors.name ??
            translate("app.productEditor.details.counter", { count: draft.name.length, max: NAME_MAX })
          }
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        />
        <TextField
          label={translate("app.productEditor.details.slug")}
          value={draft.slug}
          onChange={(e) => set("slug", e.target.value)}
          error={Boolean(errors.slug)}
          helperText={errors.slug ?? translate("app.productEditor.details.slug_help")}
        />
        <TextField
          label={translate("app.productEditor.details.desc")}
          value={draft.desc}
          onChange={(e) => set("desc", e.target.value)}
          multiline
          minRows={3}
          error={Boolean(errors.desc)}
          helperText={errors.desc}
        />
        <TextField
          label={translate("app.productEditor.details.additional_desc")}
          value={draft.additional_desc}
          onChange={(e) => set("additional_desc", e.target.value)}
          multiline
          minRows={2}
          error={Boolean(errors.additional_desc)}
          helperText={errors.additional_desc}
        />
      </Stack>
    </EditorCard>
  );
};
