import { DataTable, SimpleList, useTranslate } from "react-admin";
import type { ActivityEventRecord } from "../../domain/activity";
import { AppList } from "../../ui/lists/AppList";
import { ListEmpty } from "../../ui/lists/ListEmpty";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { ActorField } from "../../ui/activity/ActorField";
import { ChangesField } from "../../ui/activity/ChangesField";
import { useActivityFilters, type ActivityScope } from "./activityFilters";
import { changeLines, useActivityText } from "../../ui/activity/activityText";
import { usePhone } from "../../ui/usePhone";

const Empty = () => <ListEmpty text="app.activity.empty" />;

/**
 * The activity log, newest first: when, who (and the platform admin who acted for them), which
 * record, what was done and what changed. Paged, filtered and counted by the server; the CSV
 * export is the whole filtered log. `store` is the active store's log (/ActivityEvent); `all`
 * every store the caller may read, with the platform's own events for platform admins (/all/activity).
 */
export const ActivityList = ({ scope = "store" }: { scope?: ActivityScope }) => {
  const translate = useTranslate();
  const text = useActivityText();
  const filters = useActivityFilters(scope);
  const small = usePhone();
  const wide = scope === "all";
  const L = (key: string) => translate(`app.activity.fields.${key}`);
  return (
    <AppList<ActivityEventRecord>
      resource="ActivityEvent"
      title={translate(`app.activity.title.${scope}`)}
      filters={filters}
      filter={wide ? { all: true } : {}}
      sort={{ field: "created_at", order: "DESC" }}
      empty={false}
      storeKey={`activity.${scope}`}
      disableAuthentication={wide}
      actions={<ListToolbar create={false} />}
    >
      {small ? (
        <SimpleList<ActivityEventRecord>
          primaryText={(event) => `${text.action(event.action)} · ${text.record(event)}`}
          secondaryText={(event) =>
            [text.who(event), text.byAdmin(event), ...changeLines(event.changes).slice(0, 2)]
              .filter(Boolean)
              .join(" · ")
          }
          tertiaryText={(event) => text.when(event.created_at)}
          rowClick={false}
          empty={<Empty />}
        />
      ) : (
        <DataTable<ActivityEventRecord>
          rowClick={false}
          bulkActionButtons={false}
          empty={<Empty />}
          sx={{
            "& .column-created_at, & .column-entity": { whiteSpace: "nowrap" },
            "& td": { verticalAlign: "top" },
          }}
        >
          <DataTable.Col
            source="created_at"
            label={L("created_at")}
            render={(event) => text.when(event.created_at)}
          />
          <DataTable.Col source="user_name" label={L("user")} disableSort field={ActorField} />
          {wide ? (
            <DataTable.Col
              source="website_name"
              label={L("store")}
              disableSort
              render={(event: ActivityEventRecord & { website_name?: string | null }) =>
                event.website_name ?? translate("app.activity.platform")
              }
            />
          ) : null}
          <DataTable.Col source="entity" label={L("record")} disableSort render={text.record} />
          <DataTable.Col
            source="action"
            label={L("action")}
            disableSort
            render={(event) => text.action(event.action)}
          />
          <DataTable.Col source="changes" label={L("changes")} disableSort field={ChangesField} />
        </DataTable>
      )}
    </AppList>
  );
};

const StoreActivity = () => <ActivityList scope="store" />;
export default StoreActivity;
/** /all/activity: every store's events and the platform's own, for platform admins. */
export const AllActivity = () => <ActivityList scope="all" />;
