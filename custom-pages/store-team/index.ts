export { StoreUsersTab } from "./StoreUsersTab";
export { AccessLevelsSection } from "./AccessLevelsSection";
