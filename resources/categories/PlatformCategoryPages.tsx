import { CategoryCreate } from "./CategoryCreate";
import { CategoryEdit } from "./CategoryEdit";
import { CategoryList } from "./CategoryList";

/** /master/admin/categories: the platform's own categories (admins), the same screens as a store's. */
export const PlatformCategoryList = () => <CategoryList platform />;
export const PlatformCategoryCreate = () => <CategoryCreate platform />;
export const PlatformCategoryEdit = () => <CategoryEdit platform />;
