import PersonAddIcon from "@mui/icons-material/PersonAddAltOutlined";
import AddBusinessIcon from "@mui/icons-material/AddBusinessOutlined";
import { useTranslate } from "react-admin";
import { GrowthCard } from "./GrowthCard";
import { useStats } from "./StatsContext";
import { useChartColors } from "./useChartColors";

export const NewUsersCard = () => {
  const { stats } = useStats();
  const colors = useChartColors();
  return (
    <GrowthCard
      prefix="app.dashboard.new_users"
      series={stats?.usersByDate}
      items={stats?.newlyCreatedUsers?.map((u) => ({ ...u, detail: u.email }))}
      color={colors.primary}
      icon={<PersonAddIcon />}
    />
  );
};

export const NewWebsitesCard = () => {
  const translate = useTranslate();
  const { stats } = useStats();
  const colors = useChartColors();
  return (
    <GrowthCard
      prefix="app.dashboard.new_websites"
      series={stats?.websitesByDate}
      items={stats?.newlyCreatedWebsites?.map((w) => ({
        ...w,
        detail: translate(
          w.is_launched ? "app.dashboard.new_websites.launched" : "app.dashboard.new_websites.not_launched",
        ),
      }))}
      color={colors.secondary}
      icon={<AddBusinessIcon />}
    />
  );
};
