import { MSG } from "../../../domain/messages";
import { ROLE_HELP } from "../../../domain/invitation-terms";
import { STORE_MSG } from "../../../domain/store-texts";
import type { Texts } from "./texts";

/**
 * Texts of the stores area, under app.stores.* (see ./index.ts). The Polish object must have every key
 * of the English one: the type says so. The spec's texts come from domain/ so both sides say the same.
 */

const roleText = (role: string) => {
  const entry = ROLE_HELP.find((r) => r.role === role);
  return { name: entry?.name ?? role, help: entry?.help ?? "" };
};

export const en = {
  fields: {
    name: "Store name",
    link: "Store address",
    is_demo: "Demo store",
  },
  validation: {
    required: MSG.required,
    link: STORE_MSG.linkInvalid,
  },
  list: {
    create: "Create store",
    tab_active: "In use",
    tab_archived: "Archived",
    archived_chip: "Archived",
    owner: "Owner",
    state: "State",
    products: "Products",
    orders: "Orders",
    revenue: "Revenue",
    actions: "Actions",
    empty_title: "You have no stores yet",
    empty_text: "Create your first store, fill it with products and launch it.",
    empty_archived: "No archived stores.",
    no_match: "No stores match your search.",
  },
  actions: {
    menu: "Actions for %{name}",
    settings: "Settings",
    open: "Open store",
    clone: "Clone",
    transfer: "Transfer to another user",
    archive: "Archive",
    restore: "Restore",
    destroy: "Delete permanently",
  },
  confirm: {
    archive_title: "Archive %{name}?",
    archive_content:
      "The store is hidden from your lists and its public page closes. Its data is kept and you can restore it from the Archived tab.",
    destroy_title: "Delete %{name} permanently?",
    destroy_type_name: "Type the store's name, %{text}, to confirm",
    launch_title: "Launch %{name}?",
    launch_content: "The store becomes public.",
  },
  messages: {
    archived: STORE_MSG.archived,
    restored: STORE_MSG.restored,
    destroyed: STORE_MSG.destroyed,
    cloned: STORE_MSG.cloned,
    transferred: STORE_MSG.transferred("%{email}"),
  },
  clone: {
    title: "Clone %{name}",
    intro:
      "The copy gets this store's settings, address, pages, categories and products. Orders, payment accounts, mail server and domain are not copied; the copy is yours and not launched.",
    default_name: "%{name} (copy)",
    submit: "Clone",
    copying: "Copying the store",
  },
  transfer: {
    title: "Transfer %{name}",
    intro:
      "Choose a member of this store or type the email address of the account that will own it. You may lose access to the store.",
    intro_admin: "Search for the user who will own this store, by name or email.",
    user: "New owner's email",
    help: "The new owner is notified.",
    submit: "Transfer",
    transferring: "Transferring the store",
  },
  create: {
    title: "Create a store",
    intro: "Your new store starts on the free plan. You can change its name, address and plan later.",
    link_help: "Your store's public page: %{url}",
    demo_help: "A demo store is for trying things out; it can never be launched.",
    submit: "Create store",
    creating: "Creating the store",
    created: "Store %{name} created",
    not_allowed: "You cannot create a store yet",
    add_address: "Add your address",
    reason: {
      no_website_role:
        "Your account has no role that allows creating stores. Ask the platform team or accept an invitation to a store.",
      not_allowed_by_company: "Your company has not allowed you to create stores. Ask your company admin.",
      needs_address:
        "As the company's primary admin, add your address to your account before creating a store.",
    },
  },
  launch: {
    title: "Your store is not ready to launch",
    missing_label: "What is missing",
    missing: {
      address: "A valid store address",
      payments: "A connected payment account",
      product: "At least one published product",
    },
    fix: {
      address: "Add address",
      payments: "Connect",
      product: "Products",
    },
    close: "Close",
  },
  role_help: {
    title: "Roles and permissions",
    intro: "What each role can do in a store. Store owners and platform admins can do everything.",
    open: "Roles and permissions",
    close: "Close",
    can: "Can use: %{help}",
    company_wide: "Every store of the company",
    assignable: "You can give this role",
    owner_note:
      "The store owner holds every right in their store. The company's primary admin has the company admin's rights.",
    empty: "No roles to show.",
    load_failed: "We couldn't load the roles.",
    roles: {
      company_admin: roleText("company_admin"),
      store_admin: roleText("store_admin"),
      designer: roleText("designer"),
      salesperson: roleText("salesperson"),
      client: roleText("client"),
    },
  },
  permissions: {
    full_admin_access: "Full admin access",
    browse_products: "Browse products",
    add_products: "Add products",
    edit_products: "Edit products",
    browse_discounts: "Browse discounts",
    browse_orders: "Browse orders",
    browse_single_order: "Order details",
    edit_design: "Edit design",
    edit_settings: "Edit settings",
    browse_dashboard: "Dashboard",
    browse_activity: "Activity log",
  },
};

export const pl: Texts<typeof en> = {
  fields: {
    name: "Nazwa sklepu",
    link: "Adres sklepu",
    is_demo: "Sklep demo",
  },
  validation: {
    required: "Ten element jest wymagany",
    link: "Użyj małych liter, cyfr i myślników (od 3 do 50 znaków).",
  },
  list: {
    create: "Utwórz sklep",
    tab_active: "W użyciu",
    tab_archived: "Zarchiwizowane",
    archived_chip: "Zarchiwizowany",
    owner: "Właściciel",
    state: "Stan",
    products: "Produkty",
    orders: "Zamówienia",
    revenue: "Przychód",
    actions: "Akcje",
    empty_title: "Nie masz jeszcze sklepów",
    empty_text: "Utwórz pierwszy sklep, dodaj produkty i uruchom go.",
    empty_archived: "Brak zarchiwizowanych sklepów.",
    no_match: "Żaden sklep nie pasuje do wyszukiwania.",
  },
  actions: {
    menu: "Akcje dla %{name}",
    settings: "Ustawienia",
    open: "Otwórz sklep",
    clone: "Klonuj",
    transfer: "Przekaż innemu użytkownikowi",
    archive: "Archiwizuj",
    restore: "Przywróć",
    destroy: "Usuń na zawsze",
  },
  confirm: {
    archive_title: "Zarchiwizować %{name}?",
    archive_content:
      "Sklep zniknie z list, a jego strona publiczna zostanie zamknięta. Dane zostaną zachowane i możesz go przywrócić z karty Zarchiwizowane.",
    destroy_title: "Usunąć %{name} na zawsze?",
    destroy_type_name: "Wpisz nazwę sklepu, %{text}, aby potwierdzić",
    launch_title: "Uruchomić %{name}?",
    launch_content: "Sklep stanie się publiczny.",
  },
  messages: {
    archived: "Sklep zarchiwizowany",
    restored: "Sklep przywrócony",
    destroyed: "Sklep usunięty na zawsze",
    cloned: "Sklep sklonowany",
    transferred: "Sklep należy teraz do %{email}.",
  },
  clone: {
    title: "Klonuj %{name}",
    intro:
      "Kopia otrzyma ustawienia, adres, strony, kategorie i produkty tego sklepu. Zamówienia, konta płatności, serwer poczty i domena nie są kopiowane; kopia należy do Ciebie i nie jest uruchomiona.",
    default_name: "%{name} (kopia)",
    submit: "Klonuj",
    copying: "Kopiowanie sklepu",
  },
  transfer: {
    title: "Przekaż %{name}",
    intro:
      "Wybierz członka zespołu sklepu lub wpisz adres e-mail konta, które zostanie właścicielem. Możesz stracić dostęp do sklepu.",
    intro_admin: "Wyszukaj użytkownika, który zostanie właścicielem sklepu, po nazwie lub e-mailu.",
    user: "E-mail nowego właściciela",
    help: "Nowy właściciel otrzyma powiadomienie.",
    submit: "Przekaż",
    transferring: "Przekazywanie sklepu",
  },
  create: {
    title: "Utwórz sklep",
    intro: "Nowy sklep zaczyna z planem darmowym. Nazwę, adres i plan możesz zmienić później.",
    link_help: "Publiczna strona sklepu: %{url}",
    demo_help: "Sklep demo służy do testów; nigdy nie może zostać uruchomiony.",
    submit: "Utwórz sklep",
    creating: "Tworzenie sklepu",
    created: "Utworzono sklep %{name}",
    not_allowed: "Nie możesz jeszcze utworzyć sklepu",
    add_address: "Dodaj adres",
    reason: {
      no_website_role:
        "Twoje konto nie ma roli pozwalającej tworzyć sklepy. Skontaktuj się z zespołem platformy lub przyjmij zaproszenie do sklepu.",
      not_allowed_by_company: "Twoja firma nie pozwoliła Ci tworzyć sklepów. Zapytaj administratora firmy.",
      needs_address: "Jako główny administrator firmy dodaj swój adres do konta, zanim utworzysz sklep.",
    },
  },
  launch: {
    title: "Sklep nie jest jeszcze gotowy do uruchomienia",
    missing_label: "Czego brakuje",
    missing: {
      address: "Poprawny adres sklepu",
      payments: "Połączone konto płatności",
      product: "Co najmniej jeden opublikowany produkt",
    },
    fix: {
      address: "Dodaj adres",
      payments: "Połącz",
      product: "Produkty",
    },
    close: "Zamknij",
  },
  role_help: {
    title: "Role i uprawnienia",
    intro: "Co może każda rola w sklepie. Właściciele sklepów i administratorzy platformy mogą wszystko.",
    open: "Role i uprawnienia",
    close: "Zamknij",
    can: "Dostęp do: %{help}",
    company_wide: "Wszystkie sklepy firmy",
    assignable: "Możesz nadać tę rolę",
    owner_note:
      "Właściciel sklepu ma w nim wszystkie uprawnienia. Główny administrator firmy ma uprawnienia administratora firmy.",
    empty: "Brak ról do pokazania.",
    load_failed: "Nie udało się wczytać ról.",
    roles: {
      company_admin: {
        name: "Administrator firmy",
        help: "pulpit firmy, firmowe konto płatności kartą, role w firmie, domena sklepu, ustawienia, zaproszenia, wygląd, pliki, płatności, zamówienia, produkty, karty podarunkowe.",
      },
      store_admin: {
        name: "Administrator sklepu",
        help: "to samo w obrębie sklepu, a także role Sprzedawca i Klient w sklepach.",
      },
      designer: {
        name: "Projektant",
        help: "wygląd sklepu, pliki, przeglądanie i edycja produktów, ograniczony pulpit sklepu.",
      },
      salesperson: { name: "Sprzedawca", help: "przeglądanie zamówień i ich szczegółów; pulpity." },
      client: { name: "Klient", help: "przeglądanie zamówień bez szczegółów; ograniczony pulpit." },
    },
  },
  permissions: {
    full_admin_access: "Pełny dostęp administracyjny",
    browse_products: "Przeglądanie produktów",
    add_products: "Dodawanie produktów",
    edit_products: "Edycja produktów",
    browse_discounts: "Przeglądanie rabatów",
    browse_orders: "Przeglądanie zamówień",
    browse_single_order: "Szczegóły zamówień",
    edit_design: "Edycja wyglądu",
    edit_settings: "Edycja ustawień",
    browse_dashboard: "Pulpit",
    browse_activity: "Dziennik zmian",
  },
};
