import { SubNavLayout } from "./SubNavLayout";

const ITEMS = [
  { to: "/settings/privacy", label: "app.account.page.privacy" },
  { to: "/settings/regulations", label: "app.account.page.regulations" },
  { to: "/settings/notifications", label: "app.account.page.notifications" },
] as const;

/** "/settings/*": privacy, regulations and notification settings. */
const SettingsLayout = () => <SubNavLayout title="app.account.page.settings" items={ITEMS} />;

export default SettingsLayout;
