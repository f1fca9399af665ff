import { Box } from "@mui/material";
import { BooleanInput, TextInput } from "react-admin";

const SWITCHES = ["order_confirmation", "shipping_update", "contact_form", "copy_to_recipient"] as const;

/** The store's mail_configuration: which mails go out, the sender's name and the reply-to address. */
export const MailConfigurationInputs = () => (
  <>
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
      <TextInput source="mail_configuration.reply_to" type="email" label="app.storeSettings.mail.reply_to" />
    </Box>
  </>
);
