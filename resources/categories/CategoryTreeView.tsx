import { Alert, Box, CardContent, Typography } from "@mui/material";
import CategoryIcon from "@mui/icons-material/AccountTreeOutlined";
import { useMemo, useState } from "react";
import { Loading, useDelete, useListContext, useNotify, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { categoryTree, type CategoryNode, type CategoryRecord } from "../../domain/category-tree";
import { useAppDataProvider } from "../../providers/dataProvider";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { EmptyPanel } from "../../ui/EmptyPanel";
import { BulkBarRow } from "../../ui/lists/BulkBarRow";
import { BulkActions } from "../../ui/lists/BulkActions";
import { CategoryTree } from "./CategoryTree";
import type { CategoryPlace } from "./categoryScope";
import { orderItems } from "./treeOps";

/**
 * The List's records as the tree. A move shows at once and is saved as the whole new order; if
 * the server refuses it, the tree goes back to what the server holds. A search shows only the
 * matching categories, so nothing can be moved until it is cleared (their order would be partial).
 */
export const CategoryTreeView = ({ place, editable }: { place: CategoryPlace; editable: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const dataProvider = useAppDataProvider();
  const [deleteOne] = useDelete<CategoryRecord>();
  const { data, isPending, error, refetch, filterValues, selectedIds, onToggleItem } =
    useListContext<CategoryRecord>();
  const searching = typeof filterValues.q === "string" && filterValues.q.trim() !== "";
  const loaded = useMemo(() => categoryTree(data ?? []), [data]);
  const [moved, setMoved] = useState<CategoryNode[] | null>(null);
  const tree = moved ?? loaded;

  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{translate("app.catalogue.categories.fetch_failed")}</Alert>;

  const reorder = async (next: CategoryNode[]) => {
    if (place.scope === null) return;
    setMoved(next);
    try {
      await dataProvider.orderCategories(place.scope, orderItems(next));
      notify("app.catalogue.categories.saved", { type: "success" });
    } catch {
      notify("app.catalogue.categories.order_failed", { type: "error" });
    }
    await refetch();
    setMoved(null);
  };

  const remove = (node: CategoryNode) =>
    confirm().then(
      () =>
        deleteOne(
          "Category",
          { id: node.id, meta: place.meta },
          {
            mutationMode: "pessimistic",
            onSuccess: () => notify("app.catalogue.categories.deleted", { type: "success" }),
            onError: () => notify("app.catalogue.categories.delete_failed", { type: "error" }),
            onSettled: () => void refetch(),
          },
        ),
      ignoreCanceled,
    );

  if (tree.length === 0)
    return (
      <EmptyPanel
        icon={<CategoryIcon />}
        title={translate(searching ? "app.catalogue.categories.no_match" : "app.catalogue.categories.empty")}
        text={translate(searching ? "app.catalogue.empty_hint" : "app.catalogue.categories.empty_hint")}
      />
    );

  return (
    <CardContent sx={{ p: 1 }}>
      {editable ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, pb: 1 }}>
          {translate(searching ? "app.catalogue.categories.search_hint" : "app.catalogue.categories.hint")}
        </Typography>
      ) : null}
      {editable ? (
        <BulkBarRow>
          <BulkActions meta={place.meta} exportable={place.exportable} />
        </BulkBarRow>
      ) : null}
      <Box>
        <CategoryTree
          tree={tree}
          editable={editable}
          movable={editable && !searching}
          selectedIds={selectedIds}
          onToggle={onToggleItem}
          onReorder={(next) => void reorder(next)}
          onEdit={(node) => navigate(`${place.path}/${node.id}`)}
          onDelete={(node) => void remove(node)}
        />
      </Box>
    </CardContent>
  );
};
