import { Box, Button, Typography } from "@mui/material";
import PeopleIcon from "@mui/icons-material/People";
import { LinkBase, useTranslate } from "react-admin";
import { RegisteredReport } from "./RegisteredReport";

/**
 * The admin panel's users tab: the way to the user list (search, edit, deactivation, margin,
 * "log in as", export) and the report of users registered in a period.
 */
export const UsersTab = () => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate("app.admin.users.manage_intro")}
      </Typography>
      <Button component={LinkBase} to="/User" variant="contained" startIcon={<PeopleIcon />} sx={{ mb: 3 }}>
        {translate("app.admin.users.manage")}
      </Button>
      <RegisteredReport />
    </Box>
  );
};
