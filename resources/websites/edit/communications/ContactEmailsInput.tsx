import { ArrayInput, SimpleFormIterator, TextInput } from "react-admin";

/** The addresses buyers see, each with an optional label. */
export const ContactEmailsInput = () => (
  <ArrayInput source="store_contact_emails" label={false}>
    <SimpleFormIterator inline disableReordering>
      <TextInput source="email" type="email" label="app.storeSettings.mail.contact_email" />
      <TextInput source="label" label="app.storeSettings.mail.contact_label" />
    </SimpleFormIterator>
  </ArrayInput>
);
