import { SubNavLayout } from "./SubNavLayout";

const ITEMS = [
  { to: "/informations/profile", label: "app.account.page.info_profile" },
  { to: "/informations/account", label: "app.account.page.info_account" },
] as const;

/** "/informations/*": the profile summary and the account's state. */
const InformationsLayout = () => <SubNavLayout title="app.account.page.informations" items={ITEMS} />;

export default InformationsLayout;
