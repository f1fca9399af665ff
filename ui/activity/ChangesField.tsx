import { Box, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { ActivityEventRecord } from "../../domain/activity";
import { changeLines } from "./activityText";

/** How many changed fields a row shows before "+N more" (the CSV export has them all). */
const SHOWN = 4;

/** What changed, one "field: before → after" line per field. */
export const ChangesField = ({ event }: { event?: ActivityEventRecord }) => {
  const translate = useTranslate();
  const fromRow = useRecordContext<ActivityEventRecord>();
  const record = event ?? fromRow;
  if (!record) return null;
  const lines = changeLines(record.changes);
  if (lines.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate("app.activity.no_changes")}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none" }}>
      {lines.slice(0, SHOWN).map((line) => (
        <Typography key={line} component="li" variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {line}
        </Typography>
      ))}
      {lines.length > SHOWN ? (
        <Typography component="li" variant="body2" color="text.secondary">
          {translate("app.activity.more_changes", { count: lines.length - SHOWN })}
        </Typography>
      ) : null}
    </Box>
  );
};
