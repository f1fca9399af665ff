import { BulkDeleteButton } from "./BulkDeleteButton";
import { BulkDuplicateButton } from "./BulkDuplicateButton";
import { BulkStatusButtons } from "./BulkStatusButtons";
import { BulkUpdateButton } from "./BulkUpdateButton";

export const ProductBulkActions = () => (
  <>
    <BulkStatusButtons />
    <BulkUpdateButton />
    <BulkDuplicateButton />
    <BulkDeleteButton />
  </>
);
