/**
 * The role help ("A role help screen lists what each role can do"). Team screens open it
 * with <RoleHelpButton websiteId={id} />; the stores area links to the /roles page.
 */
export { RoleHelpButton } from "./RoleHelpButton";
export { RoleHelpDialog } from "./RoleHelpDialog";
export { RoleHelpList } from "./RoleHelpList";
export { useRoleHelp, type RoleHelpEntry } from "./useRoleHelp";
