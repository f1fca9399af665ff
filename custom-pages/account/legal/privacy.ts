import type { LegalDocumentContent } from "./types";

/**
 * The privacy policy, kept with the page (not in the i18n bundle) because it is long and only
 * read here: its chunk loads with the page.
 */
export const privacy: Record<"en" | "pl", LegalDocumentContent> = {
  en: {
    title: "Privacy policy",
    intro:
      "This policy explains what personal data the Merch Back Office collects when you build and run print-on-demand stores with it, why we need it, who we share it with and how you stay in control of it.",
    sections: [
      {
        id: "who-we-are",
        heading: "1. Who we are",
        paragraphs: [
          'The Merch Back Office is operated by the platform operator named in your agreement and in the footer of this application ("we", "us"). For the data of your own account we are the data controller.',
          "For the personal data of your store's buyers (names, shipping addresses, e-mail addresses in orders) the store owner is the controller and we process that data on the store owner's behalf, only to produce, ship and support the orders.",
        ],
      },
      {
        id: "what-we-collect",
        heading: "2. What we collect",
        paragraphs: ["We collect only what the service needs:"],
        list: [
          "Account data: your name, e-mail address, password (stored only as a salted one-way hash), profile picture, language and display preferences.",
          "Company and store data: company name and logo, store names, addresses, settings, team members and their roles and permissions.",
          "Catalogue and design data: the products you create, the designs and files you upload and the prices and margins you set.",
          "Order data: order contents, amounts, fees, status and, for fulfilment, the buyer's shipping details.",
          "Payout and tax data: the identifier of your connected payment account (never card numbers), the tax identification numbers and tax forms you upload.",
          "Technical data: sign-in sessions, IP addresses and request logs kept for security and troubleshooting.",
        ],
      },
      {
        id: "why",
        heading: "3. Why we use it and on what legal basis",
        paragraphs: [
          "We use your data to provide the service you signed up for (performance of a contract): running your account, stores, products, orders and payouts.",
          "We keep tax forms and accounting records because the law requires it (legal obligation). We protect the platform against fraud and abuse and keep it secure and reliable (our legitimate interests). We send optional e-mails, such as inventory and price-change notifications, only if you switch them on, and you can switch them off at any time in Settings → Notifications.",
        ],
      },
      {
        id: "sharing",
        heading: "4. Who we share it with",
        paragraphs: [
          "We never sell personal data. We share it only with the providers that make the service work:",
        ],
        list: [
          "Print and fulfilment partners, who receive the order contents and the shipping address needed to produce and deliver each item.",
          "Payment providers, who process card payments and payouts for your stores.",
          "Hosting, storage and e-mail delivery providers, bound by data processing agreements.",
          "Public authorities, when the law obliges us to.",
        ],
        after:
          "When a provider processes data outside the European Economic Area, the transfer is protected by the European Commission's standard contractual clauses or an adequacy decision.",
      },
      {
        id: "retention",
        heading: "5. How long we keep it",
        paragraphs: [
          "Account data is kept while your account exists. When you delete your account, we delete your profile, sessions, notifications and tax forms at once; backups are overwritten within 30 days.",
          "Orders and invoices are kept for as long as tax and accounting law requires (usually five years from the end of the tax year), even after the store closes. Security logs are kept for up to 90 days.",
        ],
      },
      {
        id: "security",
        heading: "6. How we protect it",
        paragraphs: [
          "Passwords are hashed with Argon2id, sessions can be revoked at any time and end when you change your password, private files are only reachable through signed links that expire, and all traffic is encrypted in transit. Access inside our team is limited to the people who need it to support you.",
        ],
      },
      {
        id: "rights",
        heading: "7. Your rights",
        paragraphs: [
          "You may ask for access to your data, correct it, have it erased, restrict or object to its processing and receive it in a portable format. You can change most of your data yourself in Edit account, and you can deactivate or delete your account there too.",
          "If you believe we handle your data unlawfully, you may complain to your data protection authority (in Poland: the President of the Personal Data Protection Office, UODO).",
        ],
      },
      {
        id: "cookies",
        heading: "8. Cookies",
        paragraphs: [
          "The back office uses only strictly necessary cookies: your sign-in session, the store you are working on and your interface language. We do not use advertising or cross-site tracking cookies.",
        ],
      },
      {
        id: "changes",
        heading: "9. Changes and contact",
        paragraphs: [
          "We will tell you about material changes to this policy through a notification in the app or by e-mail before they take effect. Questions about your data can be sent to the support address shown in the footer.",
        ],
      },
    ],
  },
  pl: {
    title: "Polityka prywatności",
    intro:
      "Ta polityka wyjaśnia, jakie dane osobowe zbiera Merch Back Office, gdy tworzysz i prowadzisz w nim sklepy z nadrukiem na żądanie, do czego ich potrzebujemy, komu je przekazujemy i jak zachowujesz nad nimi kontrolę.",
    sections: [
      {
        id: "who-we-are",
        heading: "1. Kim jesteśmy",
        paragraphs: [
          "Merch Back Office prowadzi operator platformy wskazany w Twojej umowie i w stopce aplikacji („my”). W zakresie danych Twojego konta jesteśmy administratorem danych.",
          "W zakresie danych osobowych kupujących w Twoim sklepie (imiona i nazwiska, adresy dostawy, adresy e-mail w zamówieniach) administratorem jest właściciel sklepu, a my przetwarzamy te dane w jego imieniu wyłącznie po to, by wyprodukować, wysłać i obsłużyć zamówienia.",
        ],
      },
      {
        id: "what-we-collect",
        heading: "2. Jakie dane zbieramy",
        paragraphs: ["Zbieramy tylko to, czego usługa potrzebuje:"],
        list: [
          "Dane konta: imię i nazwisko, adres e-mail, hasło (przechowywane wyłącznie jako jednokierunkowy skrót z solą), zdjęcie profilowe, język i preferencje wyświetlania.",
          "Dane firmy i sklepów: nazwa i logo firmy, nazwy sklepów, adresy, ustawienia, członkowie zespołu wraz z ich rolami i uprawnieniami.",
          "Dane katalogu i projektów: tworzone produkty, przesyłane projekty i pliki oraz ustalane ceny i marże.",
          "Dane zamówień: zawartość zamówień, kwoty, opłaty, status oraz – na potrzeby realizacji – dane wysyłki kupującego.",
          "Dane wypłat i podatkowe: identyfikator podłączonego konta płatności (nigdy numery kart), numery identyfikacji podatkowej i przesłane formularze podatkowe.",
          "Dane techniczne: sesje logowania, adresy IP i dzienniki żądań przechowywane ze względów bezpieczeństwa i diagnostyki.",
        ],
      },
      {
        id: "why",
        heading: "3. W jakim celu i na jakiej podstawie prawnej",
        paragraphs: [
          "Używamy Twoich danych, aby świadczyć usługę, na którą się zarejestrowałeś (wykonanie umowy): prowadzić Twoje konto, sklepy, produkty, zamówienia i wypłaty.",
          "Formularze podatkowe i dokumentację księgową przechowujemy, ponieważ wymaga tego prawo (obowiązek prawny). Chronimy platformę przed oszustwami i nadużyciami oraz dbamy o jej bezpieczeństwo i niezawodność (nasz prawnie uzasadniony interes). Opcjonalne wiadomości, takie jak powiadomienia o stanach magazynowych i zmianach cen, wysyłamy tylko wtedy, gdy je włączysz; możesz je w każdej chwili wyłączyć w Ustawienia → Powiadomienia.",
        ],
      },
      {
        id: "sharing",
        heading: "4. Komu przekazujemy dane",
        paragraphs: [
          "Nigdy nie sprzedajemy danych osobowych. Przekazujemy je wyłącznie dostawcom, dzięki którym usługa działa:",
        ],
        list: [
          "Partnerom drukującym i realizującym wysyłki, którzy otrzymują zawartość zamówienia i adres dostawy potrzebne do wykonania i doręczenia każdego produktu.",
          "Dostawcom płatności, którzy obsługują płatności kartą i wypłaty dla Twoich sklepów.",
          "Dostawcom hostingu, przechowywania plików i wysyłki e-maili, związanym umowami powierzenia przetwarzania danych.",
          "Organom publicznym, gdy zobowiązuje nas do tego prawo.",
        ],
        after:
          "Jeśli dostawca przetwarza dane poza Europejskim Obszarem Gospodarczym, przekazanie jest zabezpieczone standardowymi klauzulami umownymi Komisji Europejskiej lub decyzją stwierdzającą odpowiedni stopień ochrony.",
      },
      {
        id: "retention",
        heading: "5. Jak długo przechowujemy dane",
        paragraphs: [
          "Dane konta przechowujemy, dopóki konto istnieje. Po usunięciu konta natychmiast usuwamy profil, sesje, powiadomienia i formularze podatkowe; kopie zapasowe są nadpisywane w ciągu 30 dni.",
          "Zamówienia i faktury przechowujemy tak długo, jak wymagają tego przepisy podatkowe i rachunkowe (zwykle pięć lat od końca roku podatkowego), także po zamknięciu sklepu. Dzienniki bezpieczeństwa przechowujemy do 90 dni.",
        ],
      },
      {
        id: "security",
        heading: "6. Jak chronimy dane",
        paragraphs: [
          "Hasła są haszowane algorytmem Argon2id, sesje można w każdej chwili unieważnić i wygasają po zmianie hasła, prywatne pliki są dostępne wyłącznie przez podpisane, wygasające linki, a cały ruch jest szyfrowany. Dostęp w naszym zespole mają tylko osoby, które potrzebują go, by Ci pomóc.",
        ],
      },
      {
        id: "rights",
        heading: "7. Twoje prawa",
        paragraphs: [
          "Możesz żądać dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, wnieść sprzeciw oraz otrzymać dane w przenośnym formacie. Większość danych zmienisz samodzielnie w Edycji konta, gdzie możesz też dezaktywować lub usunąć konto.",
          "Jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem, możesz złożyć skargę do organu ochrony danych (w Polsce: Prezesa Urzędu Ochrony Danych Osobowych).",
        ],
      },
      {
        id: "cookies",
        heading: "8. Pliki cookie",
        paragraphs: [
          "Panel używa wyłącznie niezbędnych plików cookie: sesji logowania, wybranego sklepu i języka interfejsu. Nie używamy reklamowych ani śledzących plików cookie.",
        ],
      },
      {
        id: "changes",
        heading: "9. Zmiany i kontakt",
        paragraphs: [
          "O istotnych zmianach tej polityki poinformujemy Cię powiadomieniem w aplikacji lub e-mailem, zanim wejdą w życie. Pytania dotyczące danych możesz kierować na adres pomocy podany w stopce.",
        ],
      },
    ],
  },
};
