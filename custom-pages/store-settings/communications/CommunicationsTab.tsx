import { SettingsCard } from "../SettingsCard";
import type { WebsiteDetail } from "../types";
import { ContactEmailsForm } from "./ContactEmailsForm";
import { MailConfigurationForm } from "./MailConfigurationForm";
import { RecipientForm } from "./RecipientForm";
import { SmtpForm } from "./SmtpForm";
import { TestEmail } from "./TestEmail";

/** Communications: where mails go, what buyers see, which mails are sent and through which server. */
export const CommunicationsTab = ({ website }: { website: WebsiteDetail }) => (
  <>
    <SettingsCard
      title="app.storeSettings.mail.recipient_title"
      description="app.storeSettings.mail.recipient_hint"
    >
      <RecipientForm website={website} />
    </SettingsCard>
    <SettingsCard
      title="app.storeSettings.mail.contacts_title"
      description="app.storeSettings.mail.contacts_hint"
    >
      <ContactEmailsForm website={website} />
    </SettingsCard>
    <SettingsCard
      title="app.storeSettings.mail.config_title"
      description="app.storeSettings.mail.config_hint"
    >
      <MailConfigurationForm website={website} />
    </SettingsCard>
    <SettingsCard title="app.storeSettings.smtp.title" description="app.storeSettings.smtp.hint">
      <SmtpForm website={website} />
      <TestEmail website={website} />
    </SettingsCard>
  </>
);
