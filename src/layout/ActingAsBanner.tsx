import { useState } from "react";
import { Alert, Box, Button } from "@mui/material";
import { useLogout, useTranslate } from "react-admin";
import { useCurrentUser } from "../../ui/useCurrentUser";

/**
 * A session a platform admin opened with "log in as" says so on every screen, above the page:
 * whose account it is, which admin acts for them, and a button that ends the session (signs out
 * and returns to the login page). The user's own sessions show nothing.
 */
export const ActingAsBanner = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { user } = useCurrentUser();
  const [ending, setEnding] = useState(false);
  const admin = user?.acting_admin;
  if (!user || !admin) return null;

  const end = () => {
    setEnding(true);
    void logout();
  };

  return (
    <Box component="section" aria-label={translate("app.shell.acting_as.label")} sx={{ pt: 2 }}>
      <Alert
        severity="warning"
        variant="filled"
        role="status"
        sx={{ alignItems: "center", "& .MuiAlert-message": { flex: 1, py: 0.5 } }}
      >
        {/* Text and button wrap onto two lines on a phone rather than squeezing the text. */}
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 2, rowGap: 1 }}>
          <span>{translate("app.shell.acting_as.banner", { user: user.name, admin: admin.name })}</span>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            disabled={ending}
            onClick={end}
            sx={{ ml: "auto", whiteSpace: "nowrap" }}
          >
            {translate("app.shell.acting_as.end")}
          </Button>
        </Box>
      </Alert>
    </Box>
  );
};
