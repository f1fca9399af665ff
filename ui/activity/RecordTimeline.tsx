import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from "@mui/material";
import { useCanAccess, useGetList, useRecordContext, useTranslate } from "react-admin";
import type { ActivityEventRecord } from "../../domain/activity";
import { ActorField } from "./ActorField";
import { ChangesField } from "./ChangesField";
import { useActivityText } from "./activityText";

/** How many of a record's latest events the timeline shows. */
const LATEST = 20;

interface RecordTimelineProps {
  /** The record's model name ("Product", "Order", "Website", "User", …) and id (else the record in context). */
  entity: string;
  id?: number | string;
}

/**
 * One record's activity, newest first: when, who, what was done and what changed. Shown only to
 * those who may read the store's activity log (the server refuses the others anyway).
 */
export const RecordTimeline = ({ entity, id }: RecordTimelineProps) => {
  const { canAccess } = useCanAccess({ resource: "ActivityEvent", action: "list" });
  const record = useRecordContext();
  const recordId = Number(id ?? record?.id);
  if (canAccess !== true || !Number.isInteger(recordId) || recordId <= 0) return null;
  return <Timeline entity={entity} id={recordId} />;
};

const Timeline = ({ entity, id }: { entity: string; id: number }) => {
  const translate = useTranslate();
  const text = useActivityText();
  const { data, isPending, error } = useGetList<ActivityEventRecord>("ActivityEvent", {
    // Wherever the caller may read the record's store, not only the active one.
    filter: { all: true, entity, entity_id: id },
    sort: { field: "created_at", order: "DESC" },
    pagination: { page: 1, perPage: LATEST },
  });
  const title = translate("app.activity.timeline.title");
  return (
    <Card component="section" aria-label={title} variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {isPending ? (
          <Stack spacing={1} aria-busy="true">
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" />
          </Stack>
        ) : error ? (
          <Alert severity="warning">{translate("app.activity.timeline.error")}</Alert>
        ) : data.length === 0 ? (
          <Typography color="text.secondary">{translate("app.activity.timeline.empty")}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: "none" }}>
            {data.map((event) => (
              <Box
                component="li"
                key={event.id}
                sx={{ py: 1, borderTop: 1, borderColor: "divider", "&:first-of-type": { borderTop: 0 } }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {text.action(event.action)} · {text.when(event.created_at)}
                </Typography>
                <ActorField event={event} />
                <ChangesField event={event} />
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
