import { SearchInput, SelectInput, useTranslate } from "react-admin";
import { ACTIVITY_ACTIONS } from "../../domain/activity";
import { RESOURCE_RIGHTS } from "../../domain/resource-rights";
import { OrderPeriodFilter } from "../orders/OrderPeriodFilter";
import { OrderStoreFilter } from "../orders/OrderStoreFilter";

/** Every kind of record the trail names: the API's models (the log itself excluded). */
const ENTITIES = Object.keys(RESOURCE_RIGHTS).filter((name) => name !== "ActivityEvent");

export type ActivityScope = "store" | "all";

/** Person (name or e-mail), record type, action, the shared date range; the store on the all-stores log. */
export function useActivityFilters(scope: ActivityScope) {
  const translate = useTranslate();
  const entityChoices = ENTITIES.map((id) => ({
    id,
    name: translate(`app.activity.entities.${id}`, { _: id }),
  }));
  const actionChoices = ACTIVITY_ACTIONS.map((id) => ({ id, name: `app.activity.actions.${id}` }));
  return [
    // SearchInput hands its placeholder to the input as is: it is translated here.
    <SearchInput
      key="person"
      source="person"
      alwaysOn
      placeholder={translate("app.activity.filters.person")}
      aria-label={translate("app.activity.filters.person")}
    />,
    <SelectInput
      key="entity"
      source="entity"
      label="app.activity.filters.entity"
      choices={entityChoices}
      alwaysOn
    />,
    <SelectInput
      key="action"
      source="action"
      label="app.activity.filters.action"
      choices={actionChoices}
      alwaysOn
    />,
    <OrderPeriodFilter key="period" source="created_at_gte" alwaysOn />,
    ...(scope === "all" ? [<OrderStoreFilter key="store" source="website_id" alwaysOn />] : []),
  ];
}
