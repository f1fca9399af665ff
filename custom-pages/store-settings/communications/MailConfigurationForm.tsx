import { Box } from "@mui/material";
import { BooleanInput, Form, SaveButton, TextInput, email } from "react-admin";
import { orNull } from "../orNull";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { WebsiteDetail } from "../types";
import { ReportUnsaved } from "../unsavedChanges";
import { useSettingsSave } from "../useSettingsAction";
import { useStableRecord } from "../useStableRecord";

const SWITCHES = ["order_confirmation", "shipping_update", "contact_form", "copy_to_recipient"] as const;
const emailRules = [email("app.storeSettings.validation.email")];

/** The store's mail_configuration: which mails go out, the sender's name and the reply-to address. */
export const MailConfigurationForm = ({ website }: { website: WebsiteDetail }) => {
  const dataProvider = useAppDataProvider();
  const save = useSettingsSave(website.id);
  const config = website.mail_configuration;
  const record = useStableRecord({
    id: website.id,
    mail_configuration: { ...config, sender_name: config.sender_name ?? "", reply_to: config.reply_to ?? "" },
  });

  const submit = (values: Record<string, unknown>) => {
    const v = (values.mail_configuration ?? {}) as Record<string, unknown>;
    const mail_configuration = {
      ...Object.fromEntries(SWITCHES.map((key) => [key, v[key] === true])),
      sender_name: orNull(v.sender_name),
      reply_to: orNull(v.reply_to),
    };
    return save(
      () => dataProvider.saveStoreSettings(website.id, { mail_configuration }),
      (answer) => answer.website,
    );
  };

  return (
    <Form record={record} onSubmit={submit} noValidate>
      <ReportUnsaved />
      {SWITCHES.map((key) => (
        <BooleanInput
          key={key}
          source={`mail_configuration.${key}`}
          label={`app.storeSettings.mail.${key}`}
          helperText={false}
        />
      ))}
      <Box sx={{ display: "grid", columnGap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, mt: 1 }}>
        <TextInput source="mail_configuration.sender_name" label="app.storeSettings.mail.sender_name" />
        <TextInput
          source="mail_configuration.reply_to"
          type="email"
          label="app.storeSettings.mail.reply_to"
          validate={emailRules}
        />
      </Box>
      <SaveButton label="app.storeSettings.save" />
    </Form>
  );
};
