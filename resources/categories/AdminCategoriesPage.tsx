import { CategoriesScreen } from "./CategoriesScreen";

/** "/master/admin/categories": the platform's own categories (admins). */
const AdminCategoriesPage = () => (
  <CategoriesScreen scope="platform" title="app.catalogue.page.admin_categories" />
);

export default AdminCategoriesPage;
