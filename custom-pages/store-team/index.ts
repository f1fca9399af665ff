/** The store settings tabs hold the team screens, which live with the Invitation and Level resources. */
export { StoreUsersTab } from "../../resources/invitations/store-users/StoreUsersTab";
export { AccessLevelsSection } from "../../resources/levels/AccessLevelsSection";
