import { Skeleton } from "@mui/material";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { CategoriesScreen } from "./CategoriesScreen";

/** "/categories": the active store's categories (browse_products to see, edit_products to change). */
const StoreCategoriesPage = () => {
  const { websiteId } = useActiveWebsite();
  if (websiteId === null) return <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />;
  return <CategoriesScreen key={websiteId} scope={websiteId} title="app.catalogue.page.categories" />;
};

export default StoreCategoriesPage;
