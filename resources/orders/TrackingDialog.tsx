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
import { useAppDataProvider } from "../../providers/dataProvider";

/** The supplier account's tracking of a shipment (GET /api/profill/fetch-tracking/{number}). */
export const TrackingDialog = ({ number, onClose }: { number: string | null; onClose: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { data, isPending, isError } = useQuery({
    queryKey: ["tracking", number],
    queryFn: () => dataProvider.shipmentTracking(number ?? ""),
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
