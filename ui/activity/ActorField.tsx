import { Box, Typography } from "@mui/material";
import { useRecordContext } from "react-admin";
import type { ActivityEventRecord } from "../../domain/activity";
import { useActivityText } from "./activityText";

/** Who did it, and "(by <admin> for <user>)" when a platform admin acted for them. */
export const ActorField = ({ event }: { event?: ActivityEventRecord }) => {
  const text = useActivityText();
  const fromRow = useRecordContext<ActivityEventRecord>();
  const record = event ?? fromRow;
  if (!record) return null;
  const byAdmin = text.byAdmin(record);
  return (
    <Box>
      <Typography variant="body2">{text.who(record)}</Typography>
      {byAdmin ? (
        <Typography variant="caption" color="text.secondary">
          {byAdmin}
        </Typography>
      ) : null}
    </Box>
  );
};
