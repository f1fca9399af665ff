import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { apiRequest } from "../../providers/httpClient";
import type { Page } from "./types";

interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/** A paged, searchable admin list read from one endpoint (stores, level users). */
export function SimpleTable<T>({
  path,
  searchParam,
  label,
  empty,
  columns,
  rowKey,
}: {
  path: string;
  searchParam: string;
  label: string;
  empty: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
}) {
  const translate = useTranslate();
  const [term, setTerm] = useState("");
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const { data, isPending, isError } = useQuery({
    queryKey: ["admin-panel", path, term, page, perPage],
    queryFn: () => {
      const q = new URLSearchParams({ page: String(page), per_page: String(perPage) });
      if (term.trim()) q.set(searchParam, term.trim());
      return apiRequest<Page<T>>(`${path}?${q.toString()}`);
    },
  });
  return (
    <>
      <TextField
        size="small"
        label={translate("app.money.common.search")}
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setPage(1);
        }}
        sx={{ mb: 2 }}
      />
      {isError ? (
        <Alert severity="error">{translate("app.admin.load_error")}</Alert>
      ) : isPending ? (
        <Skeleton height={200} aria-busy="true" />
      ) : data.total === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.label}>{c.label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((c) => (
                    <TableCell key={c.label}>{c.cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.total}
            page={page - 1}
            rowsPerPage={perPage}
            rowsPerPageOptions={[10, 15, 25, 50, 75, 100]}
            onPageChange={(_, p) => setPage(p + 1)}
            onRowsPerPageChange={(e) => {
              setPerPage(Number(e.target.value));
              setPage(1);
            }}
          />
        </>
      )}
    </>
  );
}
