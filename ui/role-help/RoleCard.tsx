import { Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { RoleHelpEntry } from "../../domain/invitation-terms";

/** One role: its name, the spec's help text (translated where a translation exists) and its rights. */
export const RoleCard = ({ entry }: { entry: RoleHelpEntry }) => {
  const translate = useTranslate();
  const base = `app.stores.role_help.roles.${entry.role}`;
  return (
    <Card component="section" aria-label={translate(`${base}.name`, { _: entry.name })} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h3">
            {translate(`${base}.name`, { _: entry.name })}
          </Typography>
          {entry.company_role ? (
            <Chip size="small" color="primary" label={translate("app.stores.role_help.company_wide")} />
          ) : null}
          {entry.assignable === true ? (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={translate("app.stores.role_help.assignable")}
            />
          ) : null}
        </Stack>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {translate("app.stores.role_help.can", { help: translate(`${base}.help`, { _: entry.help }) })}
        </Typography>
        <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap">
          {entry.permissions.map((permission) => (
            <Chip
              key={permission}
              size="small"
              variant="outlined"
              label={translate(`app.stores.permissions.${permission}`)}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
