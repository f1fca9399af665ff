import { Form, BooleanInput, SaveButton, TextInput } from "react-admin";
import { orNull } from "../orNull";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { WebsiteDetail } from "../types";
import { ReportUnsaved } from "../unsavedChanges";
import { useSettingsSave } from "../useSettingsAction";
import { useStableRecord } from "../useStableRecord";

/** The dialog buyers see on entering the store (entry_modal), saved with PUT /api/websites/{id}/settings. */
export const EntryModalForm = ({ website }: { website: WebsiteDetail }) => {
  const dataProvider = useAppDataProvider();
  const save = useSettingsSave(website.id);
  const m = website.entry_modal;
  const record = useStableRecord({
    id: website.id,
    entry_modal: {
      enabled: m.enabled,
      title: m.title ?? "",
      content: m.content ?? "",
      button_text: m.button_text ?? "",
    },
  });

  const submit = (values: Record<string, unknown>) => {
    const v = (values.entry_modal ?? {}) as Record<string, unknown>;
    const entry_modal = {
      enabled: v.enabled === true,
      title: orNull(v.title),
      content: orNull(v.content),
      button_text: orNull(v.button_text),
    };
    return save(
      () => dataProvider.saveStoreSettings(website.id, { entry_modal }),
      (answer) => answer.website,
    );
  };

  return (
    <Form record={record} onSubmit={submit} noValidate>
      <ReportUnsaved />
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
      <SaveButton label="app.storeSettings.save" />
    </Form>
  );
};
