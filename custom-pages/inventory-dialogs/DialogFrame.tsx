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

/** Title, a loading skeleton, an empty state or the rows, and a close button. */
export const DialogFrame = ({
  open,
  title,
  subtitle,
  loading,
  failed,
  empty,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  subtitle?: ReactNode;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onClose: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
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
        {!loading && !failed && !empty && <List dense>{children}</List>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("ra.action.close")}</Button>
      </DialogActions>
    </Dialog>
  );
};
