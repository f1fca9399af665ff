import { Skeleton } from "@mui/material";
import { CreateButton, List, TopToolbar, useCanAccess, useListContext, useTranslate } from "react-admin";
import { CsvImportButton } from "../../ui/CsvImportButton";
import { ExportCsvButton } from "../../ui/lists/ExportCsvButton";
import { LabelledSearchInput } from "../../ui/lists/LabelledSearchInput";
import { ListLoadError } from "../../ui/lists/ListLoadError";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { CategoryRecord } from "../../domain/category-tree";
import { CategoryTreeView } from "./CategoryTreeView";
import { CATEGORY_TREE_SIZE, useCategoryPlace, type CategoryPlace } from "./categoryScope";

const categoryFilters = [
  <LabelledSearchInput key="q" source="q" label="app.catalogue.categories.search" alwaysOn />,
];

const CategoryActions = ({ place, canEdit }: { place: CategoryPlace; canEdit: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { refetch } = useListContext();
  const { scope } = place;
  return (
    <TopToolbar>
      {canEdit && scope !== null ? (
        <CsvImportButton
          label={translate("app.catalogue.csv.import")}
          upload={(file, onProgress) => dataProvider.importCategoriesCsv(scope, file, onProgress)}
          onImported={() => void refetch()}
        />
      ) : null}
      {canEdit ? <CreateButton label="app.catalogue.categories.new" to={`${place.path}/create`} /> : null}
      {place.exportable ? <ExportCsvButton /> : null}
    </TopToolbar>
  );
};

/**
 * The category tree of a store (/Category, the spec's /categories) or of the platform
 * (/master/admin/categories, admins): every category in its order, indented under its parent,
 * reordered by dragging or the move buttons, edited on its own page, deleted after a confirmation,
 * found by name or slug, and chosen ones exported or deleted together.
 */
export const CategoryList = ({ platform = false }: { platform?: boolean }) => {
  const place = useCategoryPlace(platform);
  // The server decides (edit_products in the store; platform categories: admins); this only hides
  // what it would refuse.
  const { canAccess: canEdit = false } = useCanAccess({ resource: "Category", action: "edit" });
  if (place.scope === null) return <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />;
  return (
    <List<CategoryRecord>
      key={String(place.scope)}
      resource="Category"
      title={platform ? "app.catalogue.page.admin_categories" : "app.catalogue.page.categories"}
      filter={place.filter}
      queryOptions={place.meta ? { meta: place.meta } : undefined}
      perPage={CATEGORY_TREE_SIZE}
      pagination={false}
      sort={{ field: "sort_order", order: "ASC" }}
      filters={categoryFilters}
      empty={false}
      error={<ListLoadError />}
      actions={<CategoryActions place={place} canEdit={canEdit} />}
    >
      <CategoryTreeView place={place} editable={canEdit} />
    </List>
  );
};

/** /Category: the active store's categories (browse_products to see, edit_products to change). */
const StoreCategoryList = () => <CategoryList />;

export default StoreCategoryList;
