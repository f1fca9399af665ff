import { useState } from "react";
import { ContactCreateForm } from "./ContactCreateForm";
import { ContactDetail } from "./ContactDetail";
import { ContactEditForm } from "./ContactEditForm";
import { ContactList } from "./ContactList";

type View =
  { kind: "list" } | { kind: "create" } | { kind: "detail"; id: number } | { kind: "edit"; id: number };

/** List, then the active contact, then back; the search and page survive the round trip. */
export const ContactBrowser = () => {
  const [view, setView] = useState<View>({ kind: "list" });
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);

  if (view.kind === "detail")
    return (
      <ContactDetail
        id={view.id}
        onBack={() => setView({ kind: "list" })}
        onEdit={() => setView({ kind: "edit", id: view.id })}
      />
    );
  if (view.kind === "create")
    return (
      <ContactCreateForm
        onCreated={(id) => setView({ kind: "detail", id })}
        onCancel={() => setView({ kind: "list" })}
      />
    );
  if (view.kind === "edit")
    return <ContactEditForm id={view.id} onDone={() => setView({ kind: "detail", id: view.id })} />;
  return (
    <ContactList
      search={search}
      onSearch={(next) => {
        setSearch(next);
        setPage(1);
      }}
      page={page}
      onPage={setPage}
      onOpen={(id) => setView({ kind: "detail", id })}
      onCreate={() => setView({ kind: "create" })}
    />
  );
};
