import { DataTable, SimpleList, useCanAccess, useNotify, useTranslate } from "react-admin";
import { formatDate } from "../../ui/format";
import { BulkActions } from "../../ui/lists/BulkActions";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { AppList } from "../../ui/lists/AppList";
import { ContactBulkTagButton } from "./ContactBulkTagButton";
import { ContactEmpty } from "./ContactEmpty";
import { TagChips } from "./TagChips";
import { useContactFilters } from "./contactFilters";
import type { Contact } from "../../domain/contracts/contacts";
import { usePhone } from "../../ui/usePhone";

/**
 * The active store's contacts: searched by name or e-mail, filtered by tag, sorted and paged by
 * the server. Those with full admin access add, edit, tag and delete them.
 */
const ContactList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const filters = useContactFilters();
  const small = usePhone();
  const { canAccess: canWrite } = useCanAccess({ resource: "Contact", action: "edit" });
  const L = (key: string) => translate(`app.shell.contacts.fields.${key}`);

  return (
    <AppList<Contact>
      resource="Contact"
      title={translate("app.shell.contacts.store_list")}
      filters={filters}
      sort={{ field: "name", order: "ASC" }}
      empty={<ContactEmpty />}
      actions={<ListToolbar />}
      // The list's content scrolls sideways, which would clip the bulk toolbar drawn above it: it covers the header row instead.
      queryOptions={{ onError: () => notify("app.shell.contacts.load_error", { type: "error" }) }}
    >
      {small ? (
        <SimpleList<Contact>
          primaryText={(r) => r.name}
          secondaryText={(r) => [r.city, r.email].filter(Boolean).join(" · ")}
          rowClick={canWrite ? "edit" : false}
        />
      ) : (
        <DataTable<Contact>
          rowClick={canWrite ? "edit" : false}
          bulkActionButtons={<BulkActions>{canWrite ? <ContactBulkTagButton /> : null}</BulkActions>}
          sx={{ "& .column-created_at": { whiteSpace: "nowrap" } }}
        >
          <DataTable.Col source="name" label={L("name")} />
          <DataTable.Col source="email" label={L("email")} />
          <DataTable.Col source="phone" label={L("phone")} disableSort />
          <DataTable.Col source="city" label={L("city")} />
          <DataTable.Col
            source="tags"
            label={L("tags")}
            disableSort
            render={(r) => <TagChips tags={r.tags} />}
          />
          <DataTable.Col
            source="created_at"
            label={translate("app.shell.contacts.created_at")}
            render={(r) => formatDate(r.created_at)}
          />
        </DataTable>
      )}
    </AppList>
  );
};

export default ContactList;
