/**
 * The role help ("A role help screen lists what each role can do"). Team screens open it
 * with <RoleHelpButton websiteId={id} />; the stores area links to the /roles page.
 */
export { RoleHelpButton } from "../../resources/invitations/role-help/RoleHelpButton";
export { RoleHelpDialog } from "../../resources/invitations/role-help/RoleHelpDialog";
export { RoleHelpList } from "../../resources/invitations/role-help/RoleHelpList";
export { useRoleHelp, type RoleHelpEntry } from "../../resources/invitations/role-help/useRoleHelp";
