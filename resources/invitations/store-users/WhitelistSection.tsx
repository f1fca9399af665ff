import { useTranslate } from "react-admin";
import { TeamSection } from "./TeamSection";
import { UsersImport } from "./UsersImport";
import { WhitelistDomains } from "./WhitelistDomains";
import { WhitelistedUsers } from "./WhitelistedUsers";

/** Who may join the store without an invitation: domains, single users, and their CSV import. */
export const WhitelistSection = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  return (
    <TeamSection
      title={translate("app.team.whitelist.title")}
      description={translate("app.team.whitelist.description")}
    >
      <WhitelistDomains websiteId={websiteId} />
      <WhitelistedUsers websiteId={websiteId} />
      <UsersImport websiteId={websiteId} />
    </TeamSection>
  );
};
