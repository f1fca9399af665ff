import { Avatar, Box, Stack, Typography } from "@mui/material";
import BusinessIcon from "@mui/icons-material/BusinessOutlined";
import { Loading, useLocaleState, useTranslate } from "react-admin";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { roleLabel } from "../roleLabel";
import { SectionCard } from "../SectionCard";
import { Field } from "./Field";
import { StorePermissions } from "./StorePermissions";

/** "/informations/profile": who the user is, their company and role, and their stores' rights. */
const ProfileInfo = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { user } = useCurrentUser();
  if (!user) return <Loading />;
  const companyRole = user.main_company_role?.company_role.slug;

  return (
    <Box sx={{ maxWidth: 880 }}>
      <SectionCard title={translate("app.account.info.profile")}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <Avatar src={user.avatar_url ?? undefined} sx={{ width: 56, height: 56, bgcolor: "primary.main" }}>
            {user.name.charAt(0).toUpperCase()}
          </Avatar>
          <Box>
            <Typography variant="h6" component="p">
              {user.name}
            </Typography>
            <Typography color="text.secondary">{user.email}</Typography>
          </Box>
        </Stack>
        <Field label={translate("app.account.info.role")}>{roleLabel(user, translate)}</Field>
        <Field label={translate("app.account.info.member_since")}>
          {new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(user.created_at))}
        </Field>
      </SectionCard>
      <SectionCard title={translate("app.account.info.company")}>
        {user.company ? (
          <Stack direction="row" spacing={2} alignItems="center">
            <Avatar
              variant="rounded"
              src={user.company.logo_url ?? undefined}
              sx={{ bgcolor: "action.selected" }}
            >
              <BusinessIcon color="action" />
            </Avatar>
            <Box>
              <Typography fontWeight={600}>{user.company.name}</Typography>
              {companyRole ? (
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.account.info.company_roles.${companyRole}`)}
                </Typography>
              ) : null}
            </Box>
          </Stack>
        ) : (
          <Typography color="text.secondary">{translate("app.account.info.no_company")}</Typography>
        )}
      </SectionCard>
      <SectionCard
        title={translate("app.account.info.stores")}
        description={translate("app.account.info.stores_hint")}
      >
        <StorePermissions user={user} />
      </SectionCard>
    </Box>
  );
};

export default ProfileInfo;
