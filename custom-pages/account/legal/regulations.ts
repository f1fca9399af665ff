import type { LegalDocumentContent } from "./types";

/** The terms of service ("regulations"), loaded with their page like the privacy policy. */
export const regulations: Record<"en" | "pl", LegalDocumentContent> = {
  en: {
    title: "Terms and regulations",
    intro:
      "These terms govern your use of the Merch Back Office, the platform for creating and running print-on-demand merchandise stores. By creating an account or working in a store you accept them.",
    sections: [
      {
        id: "definitions",
        heading: "1. Definitions",
        paragraphs: [],
        list: [
          "Platform: the Merch Back Office application, its storefronts and its API.",
          "Operator: the company that runs the platform and is named in the footer.",
          "User: anyone with an account, including store owners, company members, designers and platform administrators.",
          "Store: an online shop created on the platform; its owner is the user who created it or to whom it was transferred.",
          "Buyer: a person who orders products in a store.",
          "Design: artwork, text, logos and files a user uploads to be printed on products.",
        ],
      },
      {
        id: "accounts",
        heading: "2. Accounts and teams",
        paragraphs: [
          "You must be at least 18 years old, give accurate information and confirm your e-mail address. Keep your password secret; you are responsible for what happens under your account.",
          "Store owners and company administrators may invite team members and give them roles (company admin, store admin, designer, salesperson, client) and permissions. Whoever grants access is responsible for the actions of the people they invite within the store.",
        ],
      },
      {
        id: "stores",
        heading: "3. Stores, plans and launch",
        paragraphs: [
          "You may create stores as your plan allows, add products from the supplier catalogue, design them and publish them. A store becomes visible to buyers only when it is launched; demo stores exist for trying the platform out and cannot be launched.",
          "Features such as gift cards depend on your plan. Plan limits are shown in the store settings and may change with at least 30 days' notice.",
        ],
      },
      {
        id: "content",
        heading: "4. Designs and intellectual property",
        paragraphs: [
          "You keep all rights to your designs. You grant the operator and its print partners a non-exclusive licence to store, reproduce and print them only to display your products and fulfil orders.",
          "You may upload only content you own or are licensed to use. Content that infringes trademarks, copyrights or personality rights, or that is unlawful, hateful or sexually explicit, is not allowed. We remove such content when notified and may suspend products or stores that repeatedly infringe.",
        ],
      },
      {
        id: "orders",
        heading: "5. Orders, production and delivery",
        paragraphs: [
          "Each product is printed on demand after the order is paid. Production and shipping times shown in the store are estimates. Small differences in colour and print position between the on-screen mockup and the printed product are normal for the printing methods used and are not a defect.",
          "Misprinted, damaged or wrong items are reprinted or refunded free of charge when reported within 30 days of delivery with a photo of the problem.",
        ],
      },
      {
        id: "money",
        heading: "6. Prices, fees and payouts",
        paragraphs: [
          "The store owner sets retail prices, which may not be lower than the minimum price: the supplier cost multiplied by the production margin and the store margin. The platform fee of each order is shown in the order and in the dashboard.",
          "Earnings are paid out to the payment account connected to the store. Before the first payout the store owner must upload a valid tax form. Each store owner is responsible for the taxes due on their own sales.",
        ],
      },
      {
        id: "use",
        heading: "7. Acceptable use",
        paragraphs: ["You agree not to:"],
        list: [
          "access stores, data or accounts you have not been given access to;",
          "probe, scan or load-test the platform without our written permission;",
          "scrape the catalogue or resell access to the platform;",
          "use the platform to send unsolicited messages or to process payments for goods that are not sold in your store.",
        ],
      },
      {
        id: "termination",
        heading: "8. Deactivation, deletion and suspension",
        paragraphs: [
          "You may deactivate or delete your account at any time in Edit account. An account that still owns stores cannot be deleted until those stores are transferred or deleted. Orders already placed are fulfilled.",
          "We may suspend an account or store that breaches these terms, after a warning where the breach can be remedied, or at once where the law or the safety of others requires it.",
        ],
      },
      {
        id: "liability",
        heading: "9. Liability and complaints",
        paragraphs: [
          "We provide the platform with due care but cannot guarantee uninterrupted availability. Except where the law does not allow it, our liability to business users is limited to the fees paid to us in the twelve months before the claim.",
          "Complaints about the platform can be sent to the support address in the footer; we answer within 14 days.",
        ],
      },
      {
        id: "changes",
        heading: "10. Changes and governing law",
        paragraphs: [
          "We may change these terms for valid reasons, such as new features or changes in the law, and will inform you at least 30 days before the change takes effect. If you do not accept the change, you may delete your account before that date.",
          "These terms are governed by the law of the operator's seat; consumers keep the protection of the mandatory laws of their country of residence.",
        ],
      },
    ],
  },
  pl: {
    title: "Regulamin",
    intro:
      "Niniejszy regulamin określa zasady korzystania z Merch Back Office – platformy do tworzenia i prowadzenia sklepów z gadżetami drukowanymi na żądanie. Zakładając konto lub pracując w sklepie, akceptujesz jego postanowienia.",
    sections: [
      {
        id: "definitions",
        heading: "1. Definicje",
        paragraphs: [],
        list: [
          "Platforma: aplikacja Merch Back Office, jej witryny sklepowe i API.",
          "Operator: firma prowadząca platformę, wskazana w stopce.",
          "Użytkownik: każda osoba posiadająca konto, w tym właściciele sklepów, członkowie firm, projektanci i administratorzy platformy.",
          "Sklep: sklep internetowy utworzony na platformie; jego właścicielem jest użytkownik, który go utworzył lub któremu go przekazano.",
          "Kupujący: osoba zamawiająca produkty w sklepie.",
          "Projekt: grafiki, teksty, logotypy i pliki przesłane przez użytkownika w celu nadruku na produktach.",
        ],
      },
      {
        id: "accounts",
        heading: "2. Konta i zespoły",
        paragraphs: [
          "Musisz mieć ukończone 18 lat, podać prawdziwe dane i potwierdzić adres e-mail. Nie udostępniaj hasła; odpowiadasz za działania wykonane z Twojego konta.",
          "Właściciele sklepów i administratorzy firm mogą zapraszać członków zespołu i nadawać im role (administrator firmy, administrator sklepu, projektant, sprzedawca, klient) oraz uprawnienia. Osoba nadająca dostęp odpowiada za działania zaproszonych osób w sklepie.",
        ],
      },
      {
        id: "stores",
        heading: "3. Sklepy, plany i uruchomienie",
        paragraphs: [
          "Możesz tworzyć sklepy w ramach swojego planu, dodawać produkty z katalogu dostawcy, projektować je i publikować. Sklep staje się widoczny dla kupujących dopiero po uruchomieniu; sklepy demonstracyjne służą do wypróbowania platformy i nie mogą zostać uruchomione.",
          "Funkcje takie jak karty podarunkowe zależą od planu. Limity planu widać w ustawieniach sklepu i mogą się zmienić z co najmniej 30-dniowym wyprzedzeniem.",
        ],
      },
      {
        id: "content",
        heading: "4. Projekty i własność intelektualna",
        paragraphs: [
          "Zachowujesz wszelkie prawa do swoich projektów. Udzielasz operatorowi i jego partnerom drukującym niewyłącznej licencji na ich przechowywanie, zwielokrotnianie i drukowanie wyłącznie w celu prezentacji Twoich produktów i realizacji zamówień.",
          "Możesz przesyłać wyłącznie treści, do których masz prawa lub licencję. Niedozwolone są treści naruszające znaki towarowe, prawa autorskie lub dobra osobiste, a także treści bezprawne, nawołujące do nienawiści lub o charakterze seksualnym. Usuwamy je po zgłoszeniu i możemy zawiesić produkty lub sklepy, które wielokrotnie naruszają te zasady.",
        ],
      },
      {
        id: "orders",
        heading: "5. Zamówienia, produkcja i dostawa",
        paragraphs: [
          "Każdy produkt jest drukowany na żądanie po opłaceniu zamówienia. Czasy produkcji i wysyłki podane w sklepie są szacunkowe. Niewielkie różnice koloru i położenia nadruku między wizualizacją na ekranie a gotowym produktem są typowe dla stosowanych metod druku i nie stanowią wady.",
          "Źle wydrukowane, uszkodzone lub niewłaściwe produkty drukujemy ponownie lub zwracamy za nie pieniądze bezpłatnie, jeśli problem zostanie zgłoszony ze zdjęciem w ciągu 30 dni od doręczenia.",
        ],
      },
      {
        id: "money",
        heading: "6. Ceny, opłaty i wypłaty",
        paragraphs: [
          "Ceny detaliczne ustala właściciel sklepu; nie mogą być niższe od ceny minimalnej, czyli kosztu dostawcy pomnożonego przez marżę produkcyjną i marżę sklepu. Opłata platformy za każde zamówienie jest widoczna w zamówieniu i na pulpicie.",
          "Zarobki wypłacamy na konto płatności podłączone do sklepu. Przed pierwszą wypłatą właściciel sklepu musi przesłać ważny formularz podatkowy. Każdy właściciel sklepu odpowiada za podatki należne od własnej sprzedaży.",
        ],
      },
      {
        id: "use",
        heading: "7. Zasady korzystania",
        paragraphs: ["Zobowiązujesz się nie:"],
        list: [
          "uzyskiwać dostępu do sklepów, danych ani kont, do których nie otrzymałeś dostępu;",
          "testować, skanować ani obciążać platformy bez naszej pisemnej zgody;",
          "pobierać masowo katalogu ani odsprzedawać dostępu do platformy;",
          "używać platformy do wysyłania niezamówionych wiadomości ani do przyjmowania płatności za towary, których nie sprzedajesz w swoim sklepie.",
        ],
      },
      {
        id: "termination",
        heading: "8. Dezaktywacja, usunięcie i zawieszenie",
        paragraphs: [
          "W każdej chwili możesz dezaktywować lub usunąć konto w Edycji konta. Konta, które nadal jest właścicielem sklepów, nie można usunąć, dopóki sklepy nie zostaną przekazane lub usunięte. Złożone już zamówienia zostaną zrealizowane.",
          "Możemy zawiesić konto lub sklep naruszający regulamin – po ostrzeżeniu, jeśli naruszenie da się usunąć, albo od razu, gdy wymaga tego prawo lub bezpieczeństwo innych.",
        ],
      },
      {
        id: "liability",
        heading: "9. Odpowiedzialność i reklamacje",
        paragraphs: [
          "Świadczymy usługę z należytą starannością, ale nie gwarantujemy jej nieprzerwanej dostępności. W zakresie dozwolonym przez prawo nasza odpowiedzialność wobec przedsiębiorców jest ograniczona do opłat zapłaconych nam w ciągu dwunastu miesięcy przed zgłoszeniem roszczenia.",
          "Reklamacje dotyczące platformy można wysyłać na adres pomocy podany w stopce; odpowiadamy w ciągu 14 dni.",
        ],
      },
      {
        id: "changes",
        heading: "10. Zmiany i prawo właściwe",
        paragraphs: [
          "Możemy zmienić regulamin z ważnych przyczyn, takich jak nowe funkcje lub zmiany przepisów, informując o tym co najmniej 30 dni przed wejściem zmian w życie. Jeśli nie akceptujesz zmian, możesz usunąć konto przed tym dniem.",
          "Regulamin podlega prawu siedziby operatora; konsumenci zachowują ochronę wynikającą z bezwzględnie obowiązujących przepisów kraju ich zamieszkania.",
        ],
      },
    ],
  },
};
