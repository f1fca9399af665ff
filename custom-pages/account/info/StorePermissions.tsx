import { Box, Chip, Divider, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useWebsites } from "../../../providers/activeWebsite";
import type { UserDto } from "../../../domain/api";
import { PERMISSION_TYPES } from "../../../domain/permissions";

/** How the user is attached to a store: owner, company role, or invited with entries. */
function relationKey(user: UserDto, websiteId: number): string {
  if (user.user_websites.includes(websiteId)) return "app.account.info.relation.owner";
  const role =
    user.company_roles.find((r) => r.website_id === websiteId)?.company_role.slug ??
    user.main_company_role?.company_role.slug;
  return role ? `app.account.info.company_roles.${role}` : "app.account.info.relation.member";
}

/** Per store, what the user may do there (GET /api/user `permissions`, computed by the server). */
export const StorePermissions = ({ user }: { user: UserDto }) => {
  const translate = useTranslate();
  const { data: websites = [] } = useWebsites();
  const names = new Map(websites.map((w) => [String(w.id), w.name]));
  const entries = Object.entries(user.permissions);

  if (user.is_admin)
    return <Typography color="text.secondary">{translate("app.account.info.admin_all")}</Typography>;
  if (entries.length === 0)
    return <Typography color="text.secondary">{translate("app.account.info.no_stores")}</Typography>;

  return (
    <Stack divider={<Divider flexItem />} spacing={2}>
      {entries.map(([id, held]) => (
        <Box key={id}>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
            <Typography fontWeight={600}>{names.get(id) ?? `#${id}`}</Typography>
            <Chip size="small" label={translate(relationKey(user, Number(id)))} />
          </Stack>
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.75}>
            {PERMISSION_TYPES.filter((type) => held.includes(type)).map((type) => (
              <Chip
                key={type}
                size="small"
                variant="outlined"
                color={type === "full_admin_access" ? "primary" : "default"}
                label={translate(`app.account.permissions.${type}`)}
              />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
};
