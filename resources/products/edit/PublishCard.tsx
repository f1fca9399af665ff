import { Stack } from "@mui/material";
import { BooleanInput, TextInput } from "react-admin";
import { fromLocalInput, toLocalInput } from "../../../ui/fields/values";
import { EditorCard } from "./EditorCard";
import { useClearError } from "./useClearError";

/** A window end of the form: the local date and time the user picked, stored as ISO. */
const WindowInput = ({ source, label }: { source: "published_from" | "published_to"; label: string }) => {
  const clear = useClearError();
  return (
    <TextInput
      source={source}
      onChange={clear(source)}
      type="datetime-local"
      label={label}
      format={toLocalInput}
      parse={fromLocalInput}
      helperText={false}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};

/** Published switch and the publish window (the start must precede the end). */
export const PublishCard = () => (
  <EditorCard title="app.productEditor.publish.title">
    <Stack spacing={2}>
      <BooleanInput
        source="available"
        label="app.productEditor.publish.available"
        format={(value: number) => value === 1}
        parse={(on: boolean) => (on ? 1 : 0)}
        helperText={false}
      />
      <WindowInput source="published_from" label="app.productEditor.publish.from" />
      <WindowInput source="published_to" label="app.productEditor.publish.to" />
    </Stack>
  </EditorCard>
);
