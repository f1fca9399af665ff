import { useEffect } from "react";
import { Box, Button, Card, CardContent, Typography } from "@mui/material";
import { Title, useLogout, useTranslate } from "react-admin";
import { isSignedIn } from "../../providers/session";

/** Shown when a permission check could not reach the server; a lost session goes back to /login. */
export const AuthenticationError = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const signedIn = isSignedIn();

  useEffect(() => {
    if (!signedIn) void logout({}, "/login?first_time=true");
  }, [signedIn, logout]);

  if (!signedIn) return null;
  return (
    <Box sx={{ p: 3 }}>
      <Title title="ra.page.authentication_error" />
      <Card>
        <CardContent>
          <Typography gutterBottom>{translate("app.errors.auth_error")}</Typography>
          <Button variant="contained" onClick={() => window.history.back()}>
            {translate("app.errors.retry")}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
