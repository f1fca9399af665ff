import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import CategoryIcon from "@mui/icons-material/AccountTreeOutlined";
import { useState } from "react";
import { Title, useNotify, useTranslate } from "react-admin";
import { permissionsIn } from "../../providers/access";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { EmptyPanel } from "../../ui/EmptyPanel";
import { type CategoryNode, type CategoryScope } from "../../domain/contracts/categories";
import { CsvImportButton } from "../../ui/CsvImportButton";
import { CategoryDialog } from "./CategoryDialog";
import { CategoryTree } from "./CategoryTree";
import { orderItems } from "./treeOps";
import { useCategories } from "./useCategories";
import { useAppDataProvider } from "../../providers/dataProvider";

type Editing = { category: CategoryNode | null } | null;

/** The category tree of one scope (a store, or the platform for admins) with all its actions. */
export const CategoriesScreen = ({ scope, title }: { scope: CategoryScope; title: string }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const { tree, isPending, isError, replace, refresh } = useCategories(scope);
  const [editing, setEditing] = useState<Editing>(null);
  const { user } = useCurrentUser();
  // The server decides (edit_products in the store; platform categories: admins); this only
  // hides what it would refuse.
  const canEdit =
    user !== undefined &&
    (user.is_admin || (scope !== "platform" && permissionsIn(user, scope).includes("edit_products")));

  const reorder = async (next: CategoryNode[]) => {
    const previous = tree;
    replace(next);
    try {
      const result = await dataProvider.orderCategories(scope, orderItems(next));
      replace(result.categories);
      notify("app.catalogue.categories.saved", { type: "success" });
    } catch {
      replace(previous);
      notify("app.catalogue.categories.order_failed", { type: "error" });
    }
  };

  const remove = (node: CategoryNode) =>
    confirm().then(async () => {
      try {
        await dataProvider.deleteCategory(node.id);
        notify("app.catalogue.categories.deleted", { type: "success" });
      } catch {
        notify("app.catalogue.categories.delete_failed", { type: "error" });
      }
      await refresh();
    }, ignoreCanceled);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Stack
        direction="row"
        justifyContent="space-between"
        alignItems="flex-start"
        spacing={2}
        sx={{ mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {translate(title)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate("app.catalogue.categories.hint")}
          </Typography>
        </Box>
        {canEdit && (
          <Stack direction="row" spacing={1} alignItems="flex-start">
            <CsvImportButton
              label={translate("app.catalogue.csv.import")}
              upload={(file, onProgress) => dataProvider.importCategoriesCsv(scope, file, onProgress)}
              onImported={() => void refresh()}
            />
            <Button
              variant="contained"
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ category: null })}
            >
              {translate("app.catalogue.categories.new")}
            </Button>
          </Stack>
        )}
      </Stack>
      {isError ? (
        <Alert severity="error">{translate("app.catalogue.categories.fetch_failed")}</Alert>
      ) : isPending ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : tree.length === 0 ? (
        <EmptyPanel
          icon={<CategoryIcon />}
          title={translate("app.catalogue.categories.empty")}
          text={translate("app.catalogue.categories.empty_hint")}
        />
      ) : (
        <Card>
          <CardContent sx={{ p: 1 }}>
            <CategoryTree
              tree={tree}
              editable={canEdit}
              onReorder={(next) => void reorder(next)}
              onEdit={(category) => setEditing({ category })}
              onDelete={(node) => void remove(node)}
            />
          </CardContent>
        </Card>
      )}
      <CategoryDialog
        open={editing !== null}
        scope={scope}
        tree={tree}
        category={editing?.category ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
    </Box>
  );
};
