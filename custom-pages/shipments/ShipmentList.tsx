import { useState } from "react";
import {
  Box,
  Button,
  Card,
  IconButton,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TablePagination,
  TextField,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import EditIcon from "@mui/icons-material/EditOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { Title, useNotify, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { SHIPMENT_STATUSES } from "../../domain/order-money";
import { apiRequest } from "../../providers/httpClient";
import { formatDate } from "../../src/format";
import { ignoreCanceled, useConfirm } from "../../src/layout/ConfirmDialog";
import { readFailure, useServerText } from "../../src/useServerText";
import { ShipmentDialog } from "./ShipmentDialog";
import { useShipments, type ShipmentRow } from "./useShipments";

/** /shippments: the active store's shipments with carrier, tracking number and status; add, edit, delete. */
const ShipmentList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [editing, setEditing] = useState<ShipmentRow | "new" | null>(null);
  const { data, isPending } = useShipments({ status, q: q.trim(), page, perPage });
  const L = (key: string) => translate(`app.orders.shipments.fields.${key}`);
  const changed = () => queryClient.invalidateQueries({ queryKey: ["shipments"] });

  const remove = (row: ShipmentRow) =>
    confirm({ content: "app.orders.shipments.delete_confirm" }).then(async () => {
      try {
        await apiRequest(`/api/shipments/${row.id}`, { method: "DELETE" });
        notify("app.orders.shipments.deleted", { type: "success" });
        await changed();
      } catch (error) {
        notify(serverText(readFailure(error).message), { type: "error" });
      }
    }, ignoreCanceled);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate("app.orders.shipments.title")} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mb: 2 }} alignItems={{ sm: "center" }}>
        <TextField
          size="small"
          label={L("tracking_number")}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        <TextField
          select
          size="small"
          label={L("status")}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">—</MenuItem>
          {SHIPMENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`app.orders.shipments.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
          {translate("app.orders.shipments.add")}
        </Button>
      </Stack>
      <Card variant="outlined">
        {isPending ? (
          <Box sx={{ p: 2 }} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Box>
        ) : !data || data.rows.length === 0 ? (
          <Typography sx={{ p: 4, textAlign: "center" }} color="text.secondary">
            {translate("app.orders.shipments.empty")}
          </Typography>
        ) : (
          <>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{L("order_id")}</TableCell>
                  <TableCell>{L("buyer")}</TableCell>
                  <TableCell>{L("carrier")}</TableCell>
                  <TableCell>{L("tracking_number")}</TableCell>
                  <TableCell>{L("status")}</TableCell>
                  <TableCell>{L("shipped_at")}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>
                      <Link to={`/orders/${row.order_id}`}>#{row.order_id}</Link>
                    </TableCell>
                    <TableCell>{row.buyer_name}</TableCell>
                    <TableCell>{row.carrier}</TableCell>
                    <TableCell>{row.tracking_number}</TableCell>
                    <TableCell>
                      {translate(`app.orders.shipments.status.${row.status}`, { _: row.status })}
                    </TableCell>
                    <TableCell>{formatDate(row.shipped_at)}</TableCell>
                    <TableCell align="right">
                      <IconButton
                        size="small"
                        aria-label={translate("app.orders.shipments.edit")}
                        onClick={() => setEditing(row)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={translate("app.orders.actions.delete")}
                        onClick={() => void remove(row)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={data.total}
              page={page - 1}
              rowsPerPage={perPage}
              rowsPerPageOptions={[10, 25, 50, 100]}
              onPageChange={(_e, p) => setPage(p + 1)}
              onRowsPerPageChange={(e) => {
                setPerPage(Number(e.target.value));
                setPage(1);
              }}
            />
          </>
        )}
      </Card>
      {editing !== null ? (
        <ShipmentDialog
          open
          shipment={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void changed();
          }}
        />
      ) : null}
    </Box>
  );
};

export default ShipmentList;
