import { Box } from "@mui/material";
import { RoleHelpButton } from "../role-help";
import { InvitationCodeSection } from "./InvitationCodeSection";
import { InvitationsSection } from "./InvitationsSection";
import { MembersSection } from "./MembersSection";
import { RequestsSection } from "./RequestsSection";
import { WhitelistSection } from "./WhitelistSection";

/** The "Store Users" tab of store settings: team, invitations, codes, whitelist and join requests. */
export const StoreUsersTab = ({ websiteId }: { websiteId: number }) => (
  <Box>
    <MembersSection websiteId={websiteId} action={<RoleHelpButton websiteId={websiteId} />} />
    <InvitationsSection websiteId={websiteId} />
    <RequestsSection websiteId={websiteId} />
    <InvitationCodeSection websiteId={websiteId} />
    <WhitelistSection websiteId={websiteId} />
  </Box>
);
