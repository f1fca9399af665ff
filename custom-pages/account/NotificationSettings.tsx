import { Box, Card, Typography } from "@mui/material";
import { Loading, useTranslate } from "react-admin";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { NotificationSwitches } from "./NotificationSwitches";

/** "/settings/notifications": the three mail switches, each saved as it flips. */
const NotificationSettings = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  if (!user) return <Loading />;
  return (
    <Card
      component="section"
      aria-labelledby="notification-settings"
      sx={{ p: { xs: 2.5, md: 3 }, maxWidth: 760 }}
    >
      <Box sx={{ mb: 2.5 }}>
        <Typography id="notification-settings" variant="h6" component="h1">
          {translate("app.account.notifications.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate("app.account.notifications.intro")}
        </Typography>
      </Box>
      <NotificationSwitches user={user} />
    </Card>
  );
};

export default NotificationSettings;
