import type { ReactNode } from "react";
import { Avatar, Box, Card, CardContent, Chip, Divider, Stack, Typography } from "@mui/material";
import { Loading, Title, useTranslate } from "react-admin";
import { useCurrentUser } from "../../src/useCurrentUser";
import { roleLabel } from "./roleLabel";

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "160px 1fr" }, gap: 1, py: 1.5 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Box>{children}</Box>
  </Box>
);

/** "/user/edit": the account as GET /api/user reports it (read-only until the account editor lands). */
const EditAccount = () => {
  const translate = useTranslate();
  const { user, isPending } = useCurrentUser();
  if (isPending || user === undefined) return <Loading />;

  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title="app.page.edit_account" />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
            <Avatar
              src={user.avatar_url ?? undefined}
              sx={{ width: 56, height: 56, bgcolor: "primary.main" }}
            >
              {user.name.charAt(0).toUpperCase()}
            </Avatar>
            <Box>
              <Typography variant="h6" component="h1">
                {user.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate("app.account.intro")}
              </Typography>
            </Box>
          </Stack>
          <Divider />
          <Row label={translate("app.account.name")}>{user.name}</Row>
          <Row label={translate("app.account.email")}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
              <span>{user.email}</span>
              <Chip
                size="small"
                color={user.email_verified_at ? "success" : "warning"}
                label={translate(
                  user.email_verified_at ? "app.account.email_verified" : "app.account.email_not_verified",
                )}
              />
            </Stack>
          </Row>
          <Row label={translate("app.account.company")}>
            {user.company?.name ?? translate("app.account.no_company")}
          </Row>
          <Row label={translate("app.account.role")}>{roleLabel(user, translate)}</Row>
        </CardContent>
      </Card>
    </Box>
  );
};

export default EditAccount;
