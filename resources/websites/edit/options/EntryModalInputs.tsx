import { BooleanInput, TextInput } from "react-admin";

/** The dialog buyers see on entering the store (entry_modal). */
export const EntryModalInputs = () => (
  <>
    <BooleanInput
      source="entry_modal.enabled"
      label="app.storeSettings.entry_modal.enabled"
      helperText={false}
    />
    <TextInput source="entry_modal.title" label="app.storeSettings.entry_modal.heading" />
    <TextInput
      source="entry_modal.content"
      label="app.storeSettings.entry_modal.content"
      multiline
      minRows={3}
    />
    <TextInput
      source="entry_modal.button_text"
      label="app.storeSettings.entry_modal.button_text"
      sx={{ maxWidth: 320 }}
    />
  </>
);
