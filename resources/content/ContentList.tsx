import { DataTable, SimpleList, TextInput, useResourceContext, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import { BulkActions } from "../../ui/lists/BulkActions";
import { AppList } from "../../ui/lists/AppList";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { ContentCreateButton } from "./ContentCreateButton";
import { ContentEmpty } from "./ContentEmpty";
import { ContentRowActions } from "./ContentRowActions";
import { contentKind } from "./kinds";
import { PlanLockNotice, usePlanLock } from "./planLock";
import { PublishButtons } from "./PublishButtons";
import { usePhone } from "../../ui/usePhone";

const filters = [<TextInput key="q" source="q" label="app.content.search" alwaysOn resettable />];

/**
 * The list of a content Resource, from its kind's columns: search, sort and page in the URL,
 * bulk publish (posts), export and delete where the role may; a simple list on phones.
 */
const ContentList = () => {
  const resource = useResourceContext() ?? "";
  const spec = contentKind(resource);
  const translate = useTranslate();
  const small = usePhone();
  const locked = usePlanLock(spec);
  return (
    <AppList
      title={spec.title}
      sort={spec.sort}
      // The bulk actions bar rises over the list's toolbar, so the card must not clip it; the
      // table scrolls sideways inside its own wrapper instead.
      sx={{ "& .RaList-content": { overflow: "visible" } }}
      filters={filters}
      empty={<ContentEmpty />}
      actions={
        <ListToolbar create={false} filters={false}>
          <ContentCreateButton />
        </ListToolbar>
      }
    >
      {locked ? (
        <Box sx={{ p: 2 }}>
          <PlanLockNotice />
        </Box>
      ) : null}
      {small ? (
        <SimpleList
          primaryText={(record) => spec.name(record)}
          secondaryText={(record) => spec.columns[1]?.render(record)}
          linkType="edit"
        />
      ) : (
        <DataTable
          rowClick="edit"
          aria-label={translate(spec.title)}
          bulkActionButtons={
            <BulkActions remove={!locked}>{spec.publish && !locked ? <PublishButtons /> : null}</BulkActions>
          }
          sx={{
            "& .RaDataTable-tableWrapper": { overflowX: "auto" },
            "& .content-actions": { whiteSpace: "nowrap", textAlign: "right" },
          }}
        >
          {spec.columns.map((column) => (
            <DataTable.Col
              key={column.label}
              source={column.source}
              label={translate(column.label)}
              disableSort={column.source === undefined}
              render={column.render}
            />
          ))}
          <DataTable.Col
            label={translate("app.content.columns.actions")}
            disableSort
            cellClassName="content-actions"
            render={() => <ContentRowActions />}
          />
        </DataTable>
      )}
    </AppList>
  );
};

export default ContentList;
