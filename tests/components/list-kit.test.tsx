import { fireEvent, render, screen, within } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { HttpResponse } from "msw";
import { AdminContext, DataTable, List, Notification } from "react-admin";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authProvider } from "../../providers/authProvider";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { storeActiveWebsiteId } from "../../providers/activeWebsite";
import { startSession } from "../../providers/session";
import { BulkActions } from "../../ui/lists/BulkActions";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { answerApi, callsTo } from "./api";
import { resetBrowserState } from "./reset";
import { stores, owner } from "./dashboard-helpers";

/** The list kit every Resource list shares: its export asks the server for the list's own set. */

const contacts = [
  { id: 3, website_id: 7, name: "Ann Archer", email: "ann@example.net" },
  { id: 5, website_id: 7, name: "Ben Baker", email: "ben@example.net" },
];

function openContacts() {
  startSession(owner, "test-token");
  storeActiveWebsiteId(7);
  const api = answerApi({
    "GET /api/user": () => ({ body: owner }),
    "GET /api/websites": () => ({ body: stores }),
    "GET /api/bread/Contact": () => ({ body: contacts, headers: { "Content-Range": "contact 0-1/2" } }),
    "GET /api/bread/Contact/export": () =>
      new HttpResponse("id,name\r\n3,Ann Archer\r\n", {
        headers: {
          "Content-Type": "text/csv",
          "Content-Disposition": 'attachment; filename="contact-2026-11-27.csv"',
        },
      }),
  });
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <List
          resource="Contact"
          filter={{ website_id: 7 }}
          filterDefaultValues={{ q: "a" }}
          sort={{ field: "name", order: "ASC" }}
          actions={<ListToolbar create={false} filters={false} />}
        >
          <DataTable bulkActionButtons={<BulkActions remove={false} />}>
            <DataTable.Col source="name" />
            <DataTable.Col source="email" />
          </DataTable>
        </List>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return api;
}

beforeEach(() => {
  Object.defineProperty(URL, "createObjectURL", { value: vi.fn(() => "blob:csv"), configurable: true });
  Object.defineProperty(URL, "revokeObjectURL", { value: vi.fn(), configurable: true });
});
// Unmounted after each test (Vitest has no globals, so Testing Library does not clean up by
// itself): a list left mounted kept rendering after jsdom was torn down ("window is not defined").
afterEach(() => {
  vi.restoreAllMocks();
  resetBrowserState();
});

describe("the list kit's CSV export", () => {
  it("exports the list's whole filtered set in its order, and says under which name it was saved", async () => {
    const { calls } = openContacts();
    await screen.findByText("Ann Archer");
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(await screen.findByText("Saved contact-2026-11-27.csv")).toBeTruthy();
    const [sent] = callsTo(calls, "GET", "/api/bread/Contact/export");
    expect(JSON.parse(sent!.query.get("sort")!)).toEqual(["name", "ASC"]);
    expect(JSON.parse(sent!.query.get("filter")!)).toEqual({ website_id: 7, q: "a" });
  });

  it("exports only the checked rows from the bulk bar", async () => {
    const { calls } = openContacts();
    const row = (await screen.findByText("Ben Baker")).closest("tr")!;
    fireEvent.click(within(row).getByRole("checkbox"));
    fireEvent.click(await screen.findByRole("button", { name: "Export selected" }));
    // The test ends on what the user sees last, so no export work is still running when jsdom is torn down.
    expect(await screen.findByText("Saved contact-2026-11-27.csv")).toBeTruthy();
    expect(callsTo(calls, "GET", "/api/bread/Contact/export")).toHaveLength(1);
    const [sent] = callsTo(calls, "GET", "/api/bread/Contact/export");
    expect(JSON.parse(sent!.query.get("filter")!)).toEqual({ website_id: 7, q: "a", id: [5] });
  });
});
