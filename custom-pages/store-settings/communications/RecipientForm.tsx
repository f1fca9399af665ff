import { Form, SaveButton, TextInput, email } from "react-admin";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { orNull } from "../orNull";
import type { WebsiteDetail } from "../types";
import { ReportUnsaved } from "../unsavedChanges";
import { useSettingsSave } from "../useSettingsAction";
import { useStableRecord } from "../useStableRecord";

const emailRules = [email("app.storeSettings.validation.email")];

/** POST /api/websites/emails: where the store's order and contact-form mails go. */
export const RecipientForm = ({ website }: { website: WebsiteDetail }) => {
  const dataProvider = useAppDataProvider();
  const save = useSettingsSave(website.id);
  const record = useStableRecord({ id: website.id, email: website.recipient_email ?? "" });

  const submit = (values: Record<string, unknown>) =>
    save(
      () => dataProvider.saveStoreRecipientEmail(website.id, orNull(values.email)),
      (answer) => ({ recipient_email: answer.recipient_email }),
      "app.storeSettings.mail.recipient_saved",
    );

  return (
    <Form record={record} onSubmit={submit} noValidate>
      <ReportUnsaved />
      <TextInput
        source="email"
        type="email"
        label="app.storeSettings.mail.recipient"
        validate={emailRules}
        sx={{ maxWidth: 420 }}
      />
      <SaveButton label="app.storeSettings.save" />
    </Form>
  );
};
