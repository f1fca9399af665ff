import { useState } from "react";
import { ContactDetail } from "./ContactDetail";
import { ContactDrawerCreate, ContactDrawerEdit } from "./ContactDrawerForm";
import { ContactDrawerList } from "./ContactDrawerList";

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
      <ContactDrawerCreate
        onCreated={(id) => setView({ kind: "detail", id })}
        onCancel={() => setView({ kind: "list" })}
      />
    );
  if (view.kind === "edit")
    return <ContactDrawerEdit id={view.id} onDone={() => setView({ kind: "detail", id: view.id })} />;
  return (
    <ContactDrawerList
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
