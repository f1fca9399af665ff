import { Form, SaveButton, TextInput, email } from "react-admin";
import { apiRequest } from "../../../providers/httpClient";
import { orNull } from "../api";
import type { WebsiteDetail } from "../types";
import { ReportUnsaved } from "../unsavedChanges";
import { useSettingsAction } from "../useSettingsAction";
import { useStableRecord } from "../useStableRecord";
import { useUpdateDetail } from "../useWebsiteDetail";

const emailRules = [email("app.storeSettings.validation.email")];

/** POST /api/websites/emails: where the store's order and contact-form mails go. */
export const RecipientForm = ({ website }: { website: WebsiteDetail }) => {
  const run = useSettingsAction();
  const update = useUpdateDetail(website.id);
  const record = useStableRecord({ id: website.id, email: website.recipient_email ?? "" });

  const submit = (values: Record<string, unknown>) =>
    run(
      () =>
        apiRequest<{ recipient_email: string | null }>("/api/websites/emails", {
          body: { website_id: website.id, email: orNull(values.email) },
        }),
      "app.storeSettings.mail.recipient_saved",
      (answer) => update({ recipient_email: answer.recipient_email }),
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
