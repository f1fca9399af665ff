import { Avatar, Stack, Typography } from "@mui/material";
import { useRecordContext } from "react-admin";
import type { WebsiteRecord } from "../../domain/contracts/websites";
import { WebsiteLink } from "./WebsiteLink";

/**
 * Store name with its logo, the way owners recognise their stores, and its public address beneath
 * (one column for both keeps every column of the list in view on a laptop).
 */
export const WebsiteName = () => {
  const record = useRecordContext<WebsiteRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Avatar
        src={record.logo_url ?? undefined}
        variant="rounded"
        sx={{ width: 32, height: 32, bgcolor: "primary.main" }}
      >
        {record.name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack minWidth={0}>
        <Typography variant="body2" fontWeight={600}>
          {record.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          <WebsiteLink />
        </Typography>
      </Stack>
    </Stack>
  );
};
