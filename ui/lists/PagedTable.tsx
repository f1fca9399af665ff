import type { Key, ReactNode } from "react";
import { useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import { ROWS_PER_PAGE } from "./listPaging";
import type { PageQuery } from "./types";
import type { Paging } from "./usePaging";

export interface Column<T> {
  /** Header text, already translated; none for an actions column. */
  label?: ReactNode;
  cell: (row: T) => ReactNode;
  align?: "right";
  /** Keeps the cell on one line, e.g. a row's action buttons. */
  nowrap?: boolean;
}

/** Rows chosen with a checkbox each, for an action on several rows at once. */
export interface Selection<T> {
  isSelected: (row: T) => boolean;
  onToggle: (row: T) => void;
  /** The checkbox's accessible name. */
  label: (row: T) => string;
}

interface PagedTableProps<T> {
  query: PageQuery<T>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => Key;
  paging: Paging;
  /** Translation key said when the page has no rows. */
  empty: string;
  /** Translation key said when the page could not be loaded. */
  error?: string;
  /** Translation key of the retry button shown with the error. */
  retry?: string;
  /** The table's accessible name, already translated. */
  label?: string;
  rowsPerPageOptions?: readonly number[];
  selection?: Selection<T>;
}

const SKELETON_ROWS = [0, 1, 2];

/**
 * One page of a server-paged list: header, skeleton rows while it loads, an empty-state row,
 * an error with a retry, optional row checkboxes and the page footer.
 */
export function PagedTable<T>({
  query,
  columns,
  rowKey,
  paging,
  empty,
  error = "ra.notification.http_error",
  retry = "ra.action.refresh",
  label,
  rowsPerPageOptions = ROWS_PER_PAGE,
  selection,
}: PagedTableProps<T>) {
  const translate = useTranslate();
  const { data, isPending, isError, refetch } = query;
  if (isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={refetch ? <Button onClick={() => void refetch()}>{translate(retry)}</Button> : undefined}
      >
        {translate(error)}
      </Alert>
    );
  }
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const span = columns.length + (selection ? 1 : 0);
  return (
    <>
      {/* Cards clip what overflows them: a table wider than its card scrolls instead, and a
          keyboard user can focus the region to scroll it. */}
      <Box sx={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label} aria-busy={isPending}>
          <TableHead>
            <TableRow>
              {selection ? <TableCell padding="checkbox" /> : null}
              {columns.map((c, i) => (
                <TableCell key={i} align={c.align}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending ? (
              SKELETON_ROWS.map((i) => (
                <TableRow key={i} data-testid="skeleton-row">
                  <TableCell colSpan={span}>
                    <Skeleton height={32} />
                  </TableCell>
                </TableRow>
              ))
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={span} sx={{ py: 6, textAlign: "center", color: "text.secondary" }}>
                  {translate(empty)}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => {
                const chosen = selection?.isSelected(row) ?? false;
                return (
                  <TableRow key={rowKey(row)} hover selected={chosen}>
                    {selection ? (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={chosen}
                          onChange={() => selection.onToggle(row)}
                          slotProps={{ input: { "aria-label": selection.label(row) } }}
                        />
                      </TableCell>
                    ) : null}
                    {columns.map((c, i) => (
                      <TableCell key={i} align={c.align} sx={c.nowrap ? { whiteSpace: "nowrap" } : undefined}>
                        {c.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </Box>
      {total > 0 ? (
        <TablePagination
          component="div"
          count={total}
          page={paging.page - 1}
          rowsPerPage={paging.perPage}
          rowsPerPageOptions={[...rowsPerPageOptions]}
          onPageChange={(_, next) => paging.setPage(next + 1)}
          onRowsPerPageChange={(e) => paging.setPerPage(Number(e.target.value))}
          labelRowsPerPage={translate("ra.navigation.page_rows_per_page")}
        />
      ) : null}
    </>
  );
}
