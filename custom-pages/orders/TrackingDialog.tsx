import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Skeleton,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import { apiRequest } from "../../providers/httpClient";

/** known: false is the plain "no such shipment" answer (message, no events). */
type Tracking =
  | {
      known: true;
      /** "recorded": the shipment's own dates, no carrier asked. */
      source: "recorded" | "carrier";
      carrier: string;
      status: string;
      events: { at: string; status: string; description: string }[];
    }
  | { known: false; message: string; events: [] };

/** The supplier account's tracking of a shipment (GET /api/profill/fetch-tracking/{number}). */
export const TrackingDialog = ({ number, onClose }: { number: string | null; onClose: () => void }) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useQuery({
    queryKey: ["tracking", number],
    queryFn: () => apiRequest<Tracking>(`/api/profill/fetch-tracking/${encodeURIComponent(number ?? "")}`),
    enabled: number !== null,
    retry: false,
  });
  return (
    <Dialog open={number !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate("app.orders.tracking.title", { number: number ?? "" })}</DialogTitle>
      <DialogContent>
        {isPending ? <Skeleton height={120} /> : null}
        {isError ? <Alert severity="warning">{translate("app.orders.tracking.failed")}</Alert> : null}
        {data ? (
          <>
            {data.known ? (
              data.source === "recorded" ? (
                <Alert severity="info">{translate("app.orders.tracking.recorded")}</Alert>
              ) : null
            ) : (
              <Alert severity="info">{data.message}</Alert>
            )}
            <List dense>
              {data.events.map((e) => (
                <ListItem key={`${e.at}-${e.status}`}>
                  <ListItemText primary={e.description} secondary={new Date(e.at).toLocaleString()} />
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
};
