import { Box } from "@mui/material";
import { RoleHelpButton } from "../../../ui/role-help/RoleHelpButton";
import { InvitationCodeSection } from "./InvitationCodeSection";
import { StoreInvitations } from "../StoreInvitations";
import { MembersSection } from "./MembersSection";
import { RequestsSection } from "./RequestsSection";
import { WhitelistSection } from "./WhitelistSection";

/** The "Store Users" tab of store settings: team, invitations, codes, whitelist and join requests. */
export const StoreUsersTab = ({ websiteId }: { websiteId: number }) => (
  <Box>
    <MembersSection websiteId={websiteId} action={<RoleHelpButton websiteId={websiteId} />} />
    <StoreInvitations websiteId={websiteId} />
    <RequestsSection websiteId={websiteId} />
    <InvitationCodeSection websiteId={websiteId} />
    <WhitelistSection websiteId={websiteId} />
  </Box>
);
