import { useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Title, useNotify, useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import { CONTENT_PAGE_SIZES } from "../../../domain/content";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { ignoreCanceled, useConfirm } from "../../../ui/ConfirmDialog";
import { PagedTable, type Column } from "../../../ui/lists/PagedTable";
import { SearchField } from "../../../ui/lists/SearchField";
import { usePaging } from "../../../ui/lists/usePaging";
import type { ColumnSpec, ListSource, Row } from "./types";
import { useDebounced } from "./useDebounced";
import { useAppDataProvider } from "../../../providers/dataProvider";

export interface ContentListProps<T extends Row> {
  title: string;
  newLabel: string;
  newPath: string;
  editPath: (row: T) => string;
  source: ListSource<T>;
  columns: ColumnSpec<T>[];
  /** The store's plan lacks the feature: this notice shows, and creating and deleting are off. */
  locked?: ReactNode;
}

/** A content resource's list: search, paging, skeleton, empty state, edit and delete with a confirmation. */
export function ContentListPage<T extends Row>({
  title,
  newLabel,
  newPath,
  editPath,
  source,
  columns,
  locked,
}: ContentListProps<T>) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { websiteId } = useActiveWebsite();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const paging = usePaging(CONTENT_PAGE_SIZES[1]);
  const { page, perPage } = paging;
  const query = useQuery({
    queryKey: ["content", websiteId, source.key, q, page, perPage],
    queryFn: () => source.list(dataProvider, websiteId!, { q, page, perPage }),
    enabled: websiteId !== null,
  });

  const remove = (row: T) =>
    confirm({ content: "app.content.delete_confirm" }).then(async () => {
      try {
        await source.remove(dataProvider, websiteId!, row.id);
        notify("app.content.deleted", { type: "success" });
        await queryClient.invalidateQueries({ queryKey: ["content", websiteId, source.key] });
      } catch {
        notify("app.content.save_failed", { type: "error" });
      }
    }, ignoreCanceled);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Card>
        <Toolbar sx={{ gap: 2, flexWrap: "wrap", py: 1 }}>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
            {translate(title)}
          </Typography>
          <SearchField
            label={translate("app.content.search")}
            value={search}
            onChange={setSearch}
            paging={paging}
          />
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={newPath}
            disabled={Boolean(locked)}
          >
            {translate(newLabel)}
          </Button>
        </Toolbar>
        {locked ? <Box sx={{ px: 2, pb: 2 }}>{locked}</Box> : null}
        {websiteId === null ? (
          <Alert severity="info">{translate("app.content.no_store")}</Alert>
        ) : (
          <PagedTable
            label={translate(title)}
            query={query}
            paging={paging}
            rowKey={(row) => row.id}
            rowsPerPageOptions={CONTENT_PAGE_SIZES}
            empty={q ? "app.content.no_match" : "app.content.empty"}
            error="app.content.load_failed"
            columns={[
              ...columns.map((c): Column<T> => ({ label: translate(c.label), cell: c.render })),
              {
                label: translate("app.content.columns.actions"),
                align: "right",
                nowrap: true,
                cell: (row) => (
                  <>
                    <IconButton
                      component={RouterLink}
                      to={editPath(row)}
                      aria-label={`${translate("app.content.actions.edit")} ${source.name(row)}`}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      disabled={Boolean(locked)}
                      onClick={() => void remove(row)}
                      aria-label={`${translate("app.content.actions.delete")} ${source.name(row)}`}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                ),
              },
            ]}
          />
        )}
      </Card>
    </Box>
  );
}
