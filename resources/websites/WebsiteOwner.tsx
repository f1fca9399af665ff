import { Stack, Typography } from "@mui/material";
import { useRecordContext } from "react-admin";
import type { WebsiteRecord } from "../../domain/contracts/websites";

/** Platform admins' list: who owns the store. */
export const WebsiteOwner = () => {
  const record = useRecordContext<WebsiteRecord>();
  if (!record?.owner) return null;
  return (
    <Stack>
      <Typography variant="body2">{record.owner.name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {record.owner.email}
      </Typography>
    </Stack>
  );
};
