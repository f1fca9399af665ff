import { DataTable, useListContext, useTranslate } from "react-admin";
import Typography from "@mui/material/Typography";
import { formatCents, formatDate } from "../../ui/format";
import { BulkActions } from "../../ui/lists/BulkActions";
import { MarkPaymentsDoneButton } from "./MarkPaymentsDoneButton";
import { PaymentEmailField, PaymentFlag, PaymentLinkField, PaymentOrderField } from "./PaymentRequestColumns";
import { PaymentReportButton } from "./PaymentReportButton";
import { PaymentRequestBody } from "./PaymentRequestBody";
import { RequestPaymentsButton } from "./RequestPaymentsButton";
import type { PaymentRow } from "../../domain/contracts/payment-requests";

/** Whether a filter asks for anything. */
export const isSet = (value: unknown) => value !== undefined && value !== null && value !== "";

/** Rows can be chosen for a request only while both flag filters are off. */
export function useFiltersOff(): boolean {
  const { filterValues } = useListContext();
  const values = filterValues as Record<string, unknown>;
  return !isSet(values.is_request) && !isSet(values.done);
}

/**
 * The spec's payment request columns (order, buyer email, both amounts, goes_to, link,
 * is_request, done) with the date and the row's report, each request's rows under a header that
 * sums it. Only rows that can still become a request can be ticked; the chosen rows become a
 * request, and admins can mark them done. Order, amounts, state and date sort the list.
 */
export const PaymentRequestTable = ({ isAdmin }: { isAdmin: boolean }) => {
  const translate = useTranslate();
  const filtersOff = useFiltersOff();
  const L = (key: string) => translate(`app.money.payments.${key}`);
  return (
    <DataTable<PaymentRow>
      body={PaymentRequestBody}
      rowClick={false}
      isRowSelectable={(row) => row.requestable === 1}
      bulkActionButtons={
        filtersOff ? (
          <BulkActions remove={false} readExport>
            <RequestPaymentsButton />
            {isAdmin ? <MarkPaymentsDoneButton /> : null}
          </BulkActions>
        ) : (
          false
        )
      }
      empty={
        <Typography sx={{ py: 6, textAlign: "center" }} color="text.secondary">
          {L("empty")}
        </Typography>
      }
      // Amounts, dates and short flags never break; their headers may ("For the / platform"), so
      // every column stays in view on a laptop.
      sx={{
        "& td:is(.column-amount_for_website, .column-amount_for_vi, .column-goes_to, .column-is_request, .column-done, .column-created_at)":
          { whiteSpace: "nowrap" },
      }}
    >
      <DataTable.Col source="order_id" label={L("order")} field={PaymentOrderField} />
      {isAdmin ? <DataTable.Col source="website_name" label={L("store")} disableSort /> : null}
      <DataTable.Col source="email" label={L("email")} field={PaymentEmailField} disableSort />
      <DataTable.Col
        source="amount_for_website"
        label={L("for_store")}
        align="right"
        render={(row) => formatCents(row.amount_for_website)}
      />
      <DataTable.Col
        source="amount_for_vi"
        label={L("for_platform")}
        align="right"
        render={(row) => formatCents(row.amount_for_vi)}
      />
      <DataTable.Col
        source="goes_to"
        label={L("goes_to")}
        render={(row) => L(row.goes_to === "vi" ? "goes_to_vi" : "goes_to_website")}
        disableSort
      />
      <DataTable.Col source="link" label={L("link")} field={PaymentLinkField} disableSort />
      <DataTable.Col
        source="is_request"
        label={L("is_request")}
        render={(row) => <PaymentFlag value={row.is_request} color="primary" />}
        disableSort
      />
      <DataTable.Col
        source="done"
        label={L("done")}
        render={(row) => <PaymentFlag value={row.done} color="success" />}
      />
      <DataTable.Col source="created_at" label={L("date")} render={(row) => formatDate(row.created_at)} />
      <DataTable.Col label={L("actions")} field={PaymentReportButton} disableSort />
    </DataTable>
  );
};
