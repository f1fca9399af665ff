import { ArrayInput, Form, SaveButton, SimpleFormIterator, TextInput, email, required } from "react-admin";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { orNull } from "../orNull";
import type { WebsiteDetail } from "../types";
import { ReportUnsaved } from "../unsavedChanges";
import { useSettingsSave } from "../useSettingsAction";
import { useStableRecord } from "../useStableRecord";

const emailRules = [
  required("app.storeSettings.validation.required"),
  email("app.storeSettings.validation.email"),
];

/** POST /api/websites/save/emails: the addresses buyers see, each with an optional label. */
export const ContactEmailsForm = ({ website }: { website: WebsiteDetail }) => {
  const dataProvider = useAppDataProvider();
  const save = useSettingsSave(website.id);
  const record = useStableRecord({
    id: website.id,
    store_contact_emails: website.store_contact_emails.map(({ email: address, label }) => ({
      email: address,
      label: label ?? "",
    })),
  });

  const submit = (values: Record<string, unknown>) => {
    const rows = (values.store_contact_emails ?? []) as { email?: string; label?: string }[];
    const store_contact_emails = rows.map((row) => ({ email: row.email ?? "", label: orNull(row.label) }));
    return save(
      () => dataProvider.saveStoreContactEmails(website.id, store_contact_emails),
      (answer) => ({ store_contact_emails: answer.store_contact_emails }),
      "app.storeSettings.mail.contacts_saved",
    );
  };

  return (
    <Form record={record} onSubmit={submit} noValidate>
      <ReportUnsaved />
      <ArrayInput source="store_contact_emails" label={false}>
        <SimpleFormIterator inline disableReordering>
          <TextInput
            source="email"
            type="email"
            label="app.storeSettings.mail.contact_email"
            validate={emailRules}
          />
          <TextInput source="label" label="app.storeSettings.mail.contact_label" />
        </SimpleFormIterator>
      </ArrayInput>
      <SaveButton label="app.storeSettings.save" />
    </Form>
  );
};
