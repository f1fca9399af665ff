import type { ReactNode } from "react";
import { DataTableRow, RecordContextProvider, useListContext } from "react-admin";
import Stack from "@mui/material/Stack";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { groupRows } from "./groupRows";
import { RequestActions } from "./RequestActions";
import { RequestSummary } from "./RequestSummary";
import type { PaymentGroup, PaymentRow } from "../../domain/contracts/payment-requests";

/** Wide enough for every column, the selection box included: the browser clamps it to the table. */
const ALL_COLUMNS = 100;

/** The requests on the page, as the list call answered them. */
export function useRequestGroups(): PaymentGroup[] {
  const { meta } = useListContext<PaymentRow>();
  const groups: unknown = (meta as { groups?: unknown } | undefined)?.groups;
  return Array.isArray(groups) ? (groups as PaymentGroup[]) : [];
}

/**
 * The table's rows with a header row per request (rows sharing a hash) that sums it, says its
 * state and holds its actions; the request's rows follow it. Admins list every store, so each
 * header names its store; a list narrowed to one request does not link to itself.
 */
export const PaymentRequestBody = ({ children }: { children?: ReactNode }) => {
  const { data = [], filterValues } = useListContext<PaymentRow>();
  const { user } = useCurrentUser();
  const withStore = user?.is_admin === true;
  const hash: unknown = (filterValues as Record<string, unknown>).hash;
  const singleRequest = typeof hash === "string" && hash !== "";
  const items = groupRows(data, useRequestGroups());
  return (
    <TableBody className="datatable-body">
      {items.map((item) =>
        item.kind === "group" ? (
          <TableRow
            key={`group-${item.group.hash}`}
            data-testid="request-group"
            sx={{ bgcolor: "action.hover" }}
          >
            <TableCell colSpan={ALL_COLUMNS}>
              <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
                <RequestSummary group={item.group} shown={item.shown} withStore={withStore} />
                <RequestActions group={item.group} showOpen={!singleRequest} />
              </Stack>
            </TableCell>
          </TableRow>
        ) : (
          <RecordContextProvider value={item.row} key={item.row.id}>
            <DataTableRow data-grouped={item.grouped ? "true" : undefined}>{children}</DataTableRow>
          </RecordContextProvider>
        ),
      )}
    </TableBody>
  );
};
