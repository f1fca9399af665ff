import { TextInput } from "react-admin";

/** Where the store's order and contact-form mails go. */
export const RecipientInput = () => (
  <TextInput
    source="recipient_email"
    type="email"
    label="app.storeSettings.mail.recipient"
    sx={{ maxWidth: 420 }}
  />
);
