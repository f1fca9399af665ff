import { Box, Card, CardContent, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { RoleHelpList } from "../../ui/role-help/RoleHelpList";

/** The role help screen (/roles), linked from the stores list. */
const RoleHelpPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 820, mt: 2 }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate("app.stores.role_help.title")}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate("app.stores.role_help.intro")}
          </Typography>
          <RoleHelpList />
        </CardContent>
      </Card>
    </Box>
  );
};

export default RoleHelpPage;
