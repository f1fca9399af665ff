import { Avatar, Box, Typography } from "@mui/material";
import BusinessIcon from "@mui/icons-material/Business";
import { useSidebarState, useTranslate } from "react-admin";
import { useCurrentUser } from "../../../ui/useCurrentUser";

/** The company's name and logo on top of the company sidebar ("Platform" for admins). */
export const CompanyHeader = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { user } = useCurrentUser();
  const name = user?.company?.name ?? translate("app.shell.menu.platform");
  const logo = (
    <Avatar
      src={user?.company?.logo_url ?? undefined}
      variant="rounded"
      sx={{ width: 32, height: 32, bgcolor: "primary.main" }}
    >
      <BusinessIcon fontSize="small" />
    </Avatar>
  );
  if (!open) return <Box sx={{ display: "flex", justifyContent: "center", py: 1.5 }}>{logo}</Box>;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, px: 2, py: 1.5 }}>
      {logo}
      <Typography variant="subtitle2" noWrap>
        {name}
      </Typography>
    </Box>
  );
};
