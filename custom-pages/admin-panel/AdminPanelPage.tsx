import { useSearchParams } from "react-router-dom";
import { Title, useTranslate } from "react-admin";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { SettingsTab } from "./SettingsTab";
import { StatsTab } from "./StatsTab";
import { LevelsTab } from "./LevelsTab";
import { StoresTab } from "./StoresTab";
import { UsersTab } from "./UsersTab";

const TABS = ["stats", "users", "stores", "levels", "settings"] as const;
type TabKey = (typeof TABS)[number];
const isTab = (v: string | null): v is TabKey => TABS.some((t) => t === v);

/** /master/admin/view: the admin panel, one tab per concern, the tab kept in the URL. */
const AdminPanelPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: TabKey = isTab(raw) ? raw : "stats";
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate("app.admin.title")} />
      <Tabs value={tab} onChange={(_, v: TabKey) => setParams({ tab: v })} variant="scrollable">
        {TABS.map((key) => (
          <Tab key={key} value={key} label={translate(`app.admin.tabs.${key}`)} />
        ))}
      </Tabs>
      <CardContent>
        {tab === "stats" ? <StatsTab /> : null}
        {tab === "users" ? <UsersTab /> : null}
        {tab === "stores" ? <StoresTab /> : null}
        {tab === "levels" ? <LevelsTab /> : null}
        {tab === "settings" ? <SettingsTab /> : null}
      </CardContent>
    </Card>
  );
};

export default AdminPanelPage;
