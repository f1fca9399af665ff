import { Tab, Tabs } from "@mui/material";
import { useListContext, useTranslate } from "react-admin";
import { useArchivedTab } from "./useArchivedTab";
import type { WebsiteListFilter } from "../../providers/data/websites";

/** Stores in use, or the archived ones (to restore or delete them). */
export const WebsiteListTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const archived = useArchivedTab() ? "1" : "0";
  return (
    <Tabs
      value={archived}
      onChange={(_, value: string) => {
        const { archived: _old, ...rest } = filterValues as WebsiteListFilter;
        setFilters(value === "1" ? { ...rest, archived: "1" } : rest, displayedFilters);
      }}
      sx={{ px: 2, borderBottom: 1, borderColor: "divider" }}
    >
      <Tab value="0" label={translate("app.stores.list.tab_active")} />
      <Tab value="1" label={translate("app.stores.list.tab_archived")} />
    </Tabs>
  );
};
