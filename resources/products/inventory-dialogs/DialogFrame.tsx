import type { ReactNode } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  Skeleton,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";

/** What the frame reads of one of useInventoryLists' queries. */
interface ListQuery<T> {
  data?: { data: T[] };
  isPending: boolean;
  isError: boolean;
}

/** Title, a loading skeleton, an empty state or the list's rows, and a close button. */
export const DialogFrame = <T,>({
  open,
  title,
  subtitle,
  list,
  renderRow,
  onClose,
}: {
  open: boolean;
  title: string;
  subtitle?: ReactNode;
  list: ListQuery<T>;
  renderRow: (row: T) => ReactNode;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const rows = list.data?.data ?? [];
  const loading = list.isPending;
  const failed = list.isError;
  const empty = rows.length === 0;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {subtitle}
        {loading &&
          [0, 1, 2].map((i) => <Skeleton key={i} variant="rectangular" height={48} sx={{ my: 1 }} />)}
        {!loading && failed && (
          <Typography color="error">{translate("app.productList.inventory_dialogs.load_failed")}</Typography>
        )}
        {!loading && !failed && empty && (
          <Typography color="text.secondary">
            {translate("app.productList.inventory_dialogs.empty")}
          </Typography>
        )}
        {!loading && !failed && !empty && <List dense>{rows.map(renderRow)}</List>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("ra.action.close")}</Button>
      </DialogActions>
    </Dialog>
  );
};
