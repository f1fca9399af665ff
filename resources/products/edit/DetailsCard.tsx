import { Stack } from "@mui/material";
import { TextInput, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { EditorCard } from "./EditorCard";
import { useClearError } from "./useClearError";

/** Names are at most 50 characters; the counter shows how many are left. */
export const NAME_MAX = 50;

/** The text as typed: react-admin's default would turn an emptied field into null. */
const asText = (value: string | null) => value ?? "";

/** Name with its counter, slug, description and additional description. */
export const DetailsCard = () => {
  const translate = useTranslate();
  const clear = useClearError();
  const name = useWatch<{ name: string }, "name">({ name: "name" }) ?? "";
  return (
    <EditorCard title="app.productEditor.details.title">
      <Stack spacing={2}>
        <TextInput
          source="name"
          onChange={clear("name")}
          label="app.productEditor.details.name"
          required
          parse={(value: string) => value.slice(0, NAME_MAX)}
          helperText={translate("app.productEditor.details.counter", { count: name.length, max: NAME_MAX })}
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        />
        <TextInput
          source="slug"
          onChange={clear("slug")}
          label="app.productEditor.details.slug"
          parse={asText}
          helperText="app.productEditor.details.slug_help"
        />
        <TextInput
          source="desc"
          onChange={clear("desc")}
          label="app.productEditor.details.desc"
          parse={asText}
          multiline
          minRows={3}
          helperText={false}
        />
        <TextInput
          source="additional_desc"
          onChange={clear("additional_desc")}
          label="app.productEditor.details.additional_desc"
          parse={asText}
          multiline
          minRows={2}
          helperText={false}
        />
      </Stack>
    </EditorCard>
  );
};
