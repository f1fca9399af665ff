/**
 * Texts of the search across the stores, under app.storeSearch.* (see ./index.ts). The Polish
 * object must have every key of the English one: the type says so.
 */
export const en = {
  title: "Search the stores",
  box_label: "Search the stores",
  placeholder: "Orders, contacts, products…",
  open: "Search the stores",
  close: "Close the search",
  submit: "Search",
  hint: "Type at least 2 characters: an order number, a buyer's name or e-mail, a contact or a product name.",
  too_short: "Type at least 2 characters to search the stores.",
  empty: "Nothing in your stores matches “%{q}”.",
  error: "We couldn't search the stores.",
  results: "Results for “%{q}”",
  count: "%{shown} of %{total}",
  group_empty: "No matches.",
  orders: "Orders",
  contacts: "Contacts",
  products: "Products",
  order: "Order #%{id}",
  in_store: "in %{store}",
};

export const pl: typeof en = {
  title: "Szukaj w sklepach",
  box_label: "Szukaj w sklepach",
  placeholder: "Zamówienia, kontakty, produkty…",
  open: "Szukaj w sklepach",
  close: "Zamknij wyszukiwanie",
  submit: "Szukaj",
  hint: "Wpisz co najmniej 2 znaki: numer zamówienia, imię lub e-mail kupującego, kontakt albo nazwę produktu.",
  too_short: "Wpisz co najmniej 2 znaki, aby przeszukać sklepy.",
  empty: "Nic w Twoich sklepach nie pasuje do „%{q}”.",
  error: "Nie udało się przeszukać sklepów.",
  results: "Wyniki dla „%{q}”",
  count: "%{shown} z %{total}",
  group_empty: "Brak wyników.",
  orders: "Zamówienia",
  contacts: "Kontakty",
  products: "Produkty",
  order: "Zamówienie #%{id}",
  in_store: "w sklepie %{store}",
};
