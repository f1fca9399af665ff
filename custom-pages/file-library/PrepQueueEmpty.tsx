import { useListContext } from "react-admin";
import { ListEmpty } from "../../ui/lists/ListEmpty";
import type { PrepQueueFilter } from "../../providers/data/fileLibrary";

/** No requests at all, or none of the chosen status. */
export const PrepQueueEmpty = () => {
  const { filterValues } = useListContext();
  const filtered = Boolean((filterValues as PrepQueueFilter).status);
  return (
    <ListEmpty text={filtered ? "app.library.prep_admin.empty_status" : "app.library.prep_admin.empty"} />
  );
};
