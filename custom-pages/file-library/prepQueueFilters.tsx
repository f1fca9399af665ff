import { SelectInput } from "react-admin";
import { FILE_PREP_STATUSES } from "../../domain/library";

const statusChoices = FILE_PREP_STATUSES.map((status) => ({
  id: status,
  name: `app.library.prep.status.${status}`,
}));

/** The queue is filtered by one status on the server; every request when none is chosen. */
export const prepQueueFilters = [
  <SelectInput
    key="status"
    source="status"
    label="app.library.prep_admin.status_filter"
    choices={statusChoices}
    emptyText="app.library.prep_admin.all_statuses"
    alwaysOn
  />,
];
