import type { ReactNode } from "react";
import { useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import type { UseQueryResult } from "@tanstack/react-query";
import { formatMoney } from "../../domain/pricing";
import { formatDate } from "../../ui/format";
import { ROWS_PER_PAGE } from "../../ui/lists/listPaging";
import type { Paging } from "../../ui/lists/usePaging";
import { useRequestActions } from "./useRequestActions";
import { groupRows } from "./groupRows";
import { RequestActions } from "./RequestActions";
import { RequestLink } from "./RequestLink";
import { RequestSummary } from "./RequestSummary";
import type { PaymentPage, PaymentRow } from "./types";

interface Props {
  query: UseQueryResult<PaymentPage>;
  paging: Paging;
  /** Checkboxes are shown only while both filters are off. */
  selectable: boolean;
  selected: Set<number>;
  onToggle: (id: number) => void;
  /** Admins list every store, so each row says whose it is. */
  withStore: boolean;
  /** The page already shows one request (?hash=): its header needs no link to itself. */
  singleRequest: boolean;
}

interface Column {
  label: string;
  align?: "right";
  /** Kept to one line (amounts, dates, short flags). */
  nowrap?: boolean;
  /** Pinned to the right edge while the table scrolls sideways, so it is always in reach. */
  sticky?: boolean;
  cell: (row: PaymentRow) => ReactNode;
}

const stickyCell = {
  position: "sticky",
  right: 0,
  zIndex: 1,
  bgcolor: "background.paper",
  boxShadow: (theme: { palette: { divider: string } }) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

/** The cell's layout: one line where asked, pinned where asked. */
const cellSx = (c: Column) => ({
  ...(c.nowrap ? { whiteSpace: "nowrap" } : {}),
  ...(c.sticky ? stickyCell : {}),
});

const SKELETON_ROWS = [0, 1, 2];

/**
 * The spec's payment request columns (order, buyer email, both amounts, link, goes_to,
 * is_request, done), with a header row per request (rows sharing a hash) that sums it. Only rows
 * that can still become a request can be ticked.
 */
export const PaymentsTable = (props: Props) => {
  const { query, paging, selectable, selected, onToggle, withStore, singleRequest } = props;
  const translate = useTranslate();
  const { report } = useRequestActions();
  const t = (key: string) => translate(`app.money.payments.${key}`);
  const flag = (v: number, color: "primary" | "success") =>
    v ? (
      <Chip size="small" color={color} label={translate("app.money.common.yes")} />
    ) : (
      translate("app.money.common.no")
    );

  const columns: Column[] = [
    {
      label: t("order"),
      cell: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <span>#{row.order_id}</span>
          {row.order_deleted ? (
            <Chip size="small" variant="outlined" color="error" label={t("order_deleted")} />
          ) : row.order_status === "canceled" ? (
            <Chip size="small" variant="outlined" color="error" label={t("order_canceled")} />
          ) : null}
        </Stack>
      ),
    },
    ...(withStore ? [{ label: t("store"), cell: (row: PaymentRow) => row.website_name }] : []),
    {
      label: t("email"),
      // One line, cut with an ellipsis (the whole address in its tooltip): wrapping it letter by
      // letter made every row five lines tall.
      cell: (row) => (
        <Box
          title={row.email}
          sx={{ maxWidth: 180, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
        >
          {row.email}
        </Box>
      ),
    },
    {
      label: t("for_store"),
      align: "right",
      nowrap: true,
      cell: (row) => formatMoney(row.amount_for_website),
    },
    {
      label: t("for_platform"),
      align: "right",
      nowrap: true,
      cell: (row) => formatMoney(row.amount_for_vi),
    },
    {
      label: t("goes_to"),
      nowrap: true,
      cell: (row) => t(row.goes_to === "vi" ? "goes_to_vi" : "goes_to_website"),
    },
    {
      label: t("link"),
      cell: (row) => (row.link ? <RequestLink href={row.link} label={t("open_link")} /> : "—"),
    },
    { label: t("is_request"), nowrap: true, cell: (row) => flag(row.is_request, "primary") },
    { label: t("done"), nowrap: true, cell: (row) => flag(row.done, "success") },
    { label: t("date"), nowrap: true, cell: (row) => formatDate(row.created_at) },
    {
      label: t("actions"),
      sticky: true,
      cell: (row) => (
        <Button size="small" onClick={() => void report(row.id)} aria-label={`${t("report")} ${row.id}`}>
          {t("report")}
        </Button>
      ),
    },
  ];
  const span = columns.length + (selectable ? 1 : 0);

  if (query.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={<Button onClick={() => void query.refetch()}>{translate("app.money.common.retry")}</Button>}
      >
        {translate("app.money.common.load_error")}
      </Alert>
    );
  }
  const page = query.data;
  const items = page ? groupRows(page.data, page.groups) : [];

  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={t("title")} aria-busy={query.isPending}>
        <TableHead>
          <TableRow>
            {selectable ? <TableCell padding="checkbox" /> : null}
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align} sx={cellSx(c)}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {query.isPending ? (
            SKELETON_ROWS.map((i) => (
              <TableRow key={i} data-testid="skeleton-row">
                <TableCell colSpan={span}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ))
          ) : items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={span} sx={{ py: 6, textAlign: "center", color: "text.secondary" }}>
                {t("empty")}
              </TableCell>
            </TableRow>
          ) : (
            items.map((item) =>
              item.kind === "group" ? (
                <TableRow
                  key={`group-${item.group.hash}`}
                  data-testid="request-group"
                  sx={{ bgcolor: "action.hover" }}
                >
                  <TableCell colSpan={span}>
                    <Stack
                      direction="row"
                      spacing={2}
                      sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}
                    >
                      <RequestSummary group={item.group} shown={item.shown} withStore={withStore} />
                      <RequestActions group={item.group} showOpen={!singleRequest} />
                    </Stack>
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow
                  key={item.row.id}
                  hover
                  selected={selected.has(item.row.id)}
                  data-grouped={item.grouped ? "true" : undefined}
                >
                  {selectable ? (
                    <TableCell padding="checkbox" sx={item.grouped ? { pl: 3 } : undefined}>
                      <Checkbox
                        checked={selected.has(item.row.id)}
                        disabled={!item.row.requestable}
                        onChange={() => onToggle(item.row.id)}
                        slotProps={{ input: { "aria-label": `${t("order")} #${item.row.order_id}` } }}
                      />
                    </TableCell>
                  ) : null}
                  {columns.map((c) => (
                    <TableCell key={c.label} align={c.align} sx={cellSx(c)}>
                      {c.cell(item.row)}
                    </TableCell>
                  ))}
                </TableRow>
              ),
            )
          )}
        </TableBody>
      </Table>
      {page && page.total > 0 ? (
        <TablePagination
          component="div"
          count={page.total}
          page={paging.page - 1}
          rowsPerPage={paging.perPage}
          rowsPerPageOptions={[...ROWS_PER_PAGE]}
          onPageChange={(_, next) => paging.setPage(next + 1)}
          onRowsPerPageChange={(e) => paging.setPerPage(Number(e.target.value))}
          labelRowsPerPage={translate("ra.navigation.page_rows_per_page")}
        />
      ) : null}
    </Box>
  );
};
