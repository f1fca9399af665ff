import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { SettingsCard } from "../SettingsCard";
import { ContactEmailsInput } from "./ContactEmailsInput";
import { MailConfigurationInputs } from "./MailConfigurationInputs";
import { RecipientInput } from "./RecipientInput";
import { SmtpSection } from "./SmtpSection";
import { TestEmail } from "./TestEmail";

/** Communications: where mails go, what buyers see, which mails are sent and through which server. */
export const CommunicationsTab = ({ website }: { website: WebsiteDetail }) => (
  <>
    <SettingsCard
      title="app.storeSettings.mail.recipient_title"
      description="app.storeSettings.mail.recipient_hint"
    >
      <RecipientInput />
    </SettingsCard>
    <SettingsCard
      title="app.storeSettings.mail.contacts_title"
      description="app.storeSettings.mail.contacts_hint"
    >
      <ContactEmailsInput />
    </SettingsCard>
    <SettingsCard
      title="app.storeSettings.mail.config_title"
      description="app.storeSettings.mail.config_hint"
    >
      <MailConfigurationInputs />
    </SettingsCard>
    <SettingsCard title="app.storeSettings.smtp.title" description="app.storeSettings.smtp.hint">
      <SmtpSection website={website} />
      <TestEmail website={website} />
    </SettingsCard>
  </>
);
