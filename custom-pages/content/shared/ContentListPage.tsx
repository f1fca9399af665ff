import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Title, useNotify, useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import { CONTENT_PAGE_SIZES } from "../../../domain/content";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { ignoreCanceled, useConfirm } from "../../../src/layout/ConfirmDialog";
import type { ColumnSpec, ListSource, Row } from "./types";
import { useDebounced } from "./useDebounced";

export interface ContentListProps<T extends Row> {
  title: string;
  newLabel: string;
  newPath: string;
  editPath: (row: T) => string;
  source: ListSource<T>;
  columns: ColumnSpec<T>[];
}

/** A content resource's list: search, paging, skeleton, empty state, edit and delete with a confirmation. */
export function ContentListPage<T extends Row>({
  title,
  newLabel,
  newPath,
  editPath,
  source,
  columns,
}: ContentListProps<T>) {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { websiteId } = useActiveWebsite();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(CONTENT_PAGE_SIZES[1]);
  const { data, isPending, isError } = useQuery({
    queryKey: ["content", websiteId, source.key, q, page, perPage],
    queryFn: () => source.list(websiteId!, { q, page, perPage }),
    enabled: websiteId !== null,
  });

  const remove = (row: T) =>
    confirm({ content: "app.content.delete_confirm" }).then(async () => {
      try {
        await source.remove(websiteId!, row.id);
        notify("app.content.deleted", { type: "success" });
        await queryClient.invalidateQueries({ queryKey: ["content", websiteId, source.key] });
      } catch {
        notify("app.content.save_failed", { type: "error" });
      }
    }, ignoreCanceled);

  const rows = data?.data ?? [];
  const colSpan = columns.length + 1;
  let body;
  if (websiteId === null) body = <Alert severity="info">{translate("app.content.no_store")}</Alert>;
  else if (isError) body = <Alert severity="error">{translate("app.content.load_failed")}</Alert>;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Card>
        <Toolbar sx={{ gap: 2, flexWrap: "wrap", py: 1 }}>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
            {translate(title)}
          </Typography>
          <TextField
            size="small"
            label={translate("app.content.search")}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newPath}>
            {translate(newLabel)}
          </Button>
        </Toolbar>
        {body ?? (
          <Table size="small" aria-label={translate(title)}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.label}>{translate(c.label)}</TableCell>
                ))}
                <TableCell align="right">{translate("app.content.columns.actions")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {isPending &&
                Array.from({ length: 3 }, (_, i) => (
                  <TableRow key={`s${i}`} data-testid="skeleton-row">
                    <TableCell colSpan={colSpan}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))}
              {!isPending && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={colSpan} sx={{ py: 6, textAlign: "center", color: "text.secondary" }}>
                    {translate(q ? "app.content.no_match" : "app.content.empty")}
                  </TableCell>
                </TableRow>
              )}
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  {columns.map((c) => (
                    <TableCell key={c.label}>{c.render(row)}</TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    <IconButton
                      component={RouterLink}
                      to={editPath(row)}
                      aria-label={`${translate("app.content.actions.edit")} ${source.name(row)}`}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      onClick={() => void remove(row)}
                      aria-label={`${translate("app.content.actions.delete")} ${source.name(row)}`}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={Math.max(page - 1, 0)}
          onPageChange={(_, next) => setPage(next + 1)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...CONTENT_PAGE_SIZES]}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(1);
          }}
          labelRowsPerPage={translate("ra.navigation.page_rows_per_page")}
        />
      </Card>
    </Box>
  );
}
