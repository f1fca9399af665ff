import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents, formatDate } from "../../../../ui/format";
import { SettingsCard } from "../SettingsCard";
import type { StoreInvoice } from "../../../../domain/contracts/store-settings";

const WIDE_ONLY = { display: { xs: "none", sm: "table-cell" } } as const;
const period = (invoice: StoreInvoice) =>
  `${formatDate(invoice.period_start)} – ${formatDate(invoice.period_end)}`;

/** The store's plan invoices, newest first: date, plan, period, amount, status. */
export const InvoiceList = ({ invoices }: { invoices: StoreInvoice[] }) => {
  const translate = useTranslate();
  return (
    <SettingsCard title="app.storeSettings.plans.invoices">
      {invoices.length === 0 ? (
        <Typography color="text.secondary">{translate("app.storeSettings.plans.no_invoices")}</Typography>
      ) : (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={translate("app.storeSettings.plans.invoices")}>
            <TableHead>
              <TableRow>
                <TableCell sx={WIDE_ONLY}>{translate("app.storeSettings.plans.invoice_date")}</TableCell>
                <TableCell>{translate("app.storeSettings.plans.invoice_plan")}</TableCell>
                <TableCell sx={WIDE_ONLY}>{translate("app.storeSettings.plans.invoice_period")}</TableCell>
                <TableCell align="right">{translate("app.storeSettings.plans.invoice_amount")}</TableCell>
                <TableCell>{translate("app.storeSettings.plans.invoice_status")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell sx={WIDE_ONLY}>{formatDate(invoice.created_at)}</TableCell>
                  <TableCell>
                    {invoice.plan_name}
                    {/* On a phone the period (which starts on the invoice date) goes under the plan. */}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: { xs: "block", sm: "none" }, whiteSpace: "nowrap" }}
                    >
                      {period(invoice)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, whiteSpace: "nowrap" }}>{period(invoice)}</TableCell>
                  <TableCell align="right">{formatCents(invoice.amount)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={invoice.status === "paid" ? "success" : "error"}
                      label={translate(
                        invoice.status === "paid"
                          ? "app.storeSettings.plans.invoice_paid"
                          : "app.storeSettings.plans.invoice_failed",
                      )}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SettingsCard>
  );
};
