import { Alert, Box, Skeleton, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { RoleCard } from "./RoleCard";
import { useRoleHelp } from "./useRoleHelp";

/** A role help screen lists what each role can do: every role the server describes. */
export const RoleHelpList = ({ websiteId, enabled = true }: { websiteId?: number; enabled?: boolean }) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useRoleHelp(websiteId, enabled);

  if (isError) return <Alert severity="error">{translate("app.stores.role_help.load_failed")}</Alert>;
  if (isPending) {
    return (
      <Stack spacing={1.5} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {translate("app.stores.role_help.owner_note")}
      </Typography>
      {data.roles.length === 0 ? (
        <Box sx={{ py: 3, textAlign: "center" }}>
          <Typography color="text.secondary">{translate("app.stores.role_help.empty")}</Typography>
        </Box>
      ) : (
        data.roles.map((entry) => <RoleCard key={entry.role} entry={entry} />)
      )}
    </Stack>
  );
};
