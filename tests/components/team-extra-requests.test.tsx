import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RequestsSection } from "../../resources/invitations/store-users/RequestsSection";
import { resetBrowserState } from "./reset";
import { answerApi, type Handlers } from "./api";
import { unwatched } from "./unwatched-answers";
import { emptyPage, renderInAdmin, STORE } from "./team-helpers";

const request = {
  id: 8,
  name: "Rita Runner",
  email: "rita@example.com",
  company: "Run Club",
  message: "Let me in",
  website_id: STORE,
  status: "pending",
  created_at: "2030-01-01T00:00:00.000Z",
};
const websites = [
  { id: STORE, name: "Acme Merch", permissions: ["edit_settings"] },
  { id: 9, name: "Acme Events", permissions: ["edit_settings"] },
  { id: 12, name: "Read-only Store", permissions: ["browse_orders"] },
];

function stubRequests(handlers: Handlers = {}) {
  let rows = [request];
  const stub = answerApi({
    ...unwatched,
    "GET /api/websites": () => ({ body: websites }),
    "GET /api/get/shop/requests/7": () => ({ body: { ...emptyPage, total: rows.length, data: rows } }),
    ...handlers,
  });
  return { ...stub, setRows: (next: (typeof request)[]) => (rows = next) };
}

async function openEdit() {
  renderInAdmin(<RequestsSection websiteId={STORE} />);
  fireEvent.click(await screen.findByRole("button", { name: "Edit or forward the request of Rita Runner" }));
  return screen.findByRole("dialog", { name: "Edit the request" });
}

describe("Store Users: editing and forwarding a request", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("edits the request's fields without moving it", async () => {
    const stub = stubRequests({
      "PUT /api/invitation/update/request": () => {
        stub.setRows([{ ...request, company: "Run Club Warsaw" }]);
        return {
          body: {
            message: "The request has been updated.",
            request: { ...request, company: "Run Club Warsaw" },
          },
        };
      },
    });
    const dialog = await openEdit();
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("Rita Runner");
    fireEvent.change(within(dialog).getByLabelText("Company"), { target: { value: "Run Club Warsaw" } });
    fireEvent.change(within(dialog).getByLabelText("Message"), { target: { value: "  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The request has been updated.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit the request" })).toBeNull());
    expect(stub.calls.find((c) => c.path === "/api/invitation/update/request")?.body).toEqual({
      id: 8,
      name: "Rita Runner",
      company: "Run Club Warsaw",
      message: null,
    });
    expect(await screen.findByText(/Run Club Warsaw/)).toBeTruthy();
  });

  it("forwards the request to another managed store; stores without edit_settings are not offered", async () => {
    const stub = stubRequests({
      "PUT /api/invitation/update/request": () => {
        stub.setRows([]);
        return { body: { message: "The request has been updated.", request: { ...request, website_id: 9 } } };
      },
    });
    const dialog = await openEdit();
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Handled by" }));
    const options = await screen.findByRole("listbox");
    expect(within(options).queryByText("Read-only Store")).toBeNull();
    expect(within(options).getByText("Platform admins")).toBeTruthy();
    fireEvent.click(within(options).getByText("Acme Events"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("No requests.")).toBeTruthy();
    expect(stub.calls.find((c) => c.path === "/api/invitation/update/request")?.body).toMatchObject({
      id: 8,
      website_id: 9,
    });
  });

  it("forwards back to the platform admins with null, and shows the server's field error", async () => {
    let tries = 0;
    const stub = stubRequests({
      "PUT /api/invitation/update/request": () => {
        tries += 1;
        return tries === 1
          ? {
              status: 422,
              body: { message: "This element is required", errors: { name: "This element is required" } },
            }
          : { body: { message: "The request has been updated.", request: { ...request, website_id: null } } };
      },
    });
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "" } });
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Handled by" }));
    fireEvent.click(within(await screen.findByRole("listbox")).getByText("Platform admins"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Name").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(stub.calls.find((c) => c.path === "/api/invitation/update/request")?.body).toMatchObject({
      id: 8,
      name: "",
      website_id: null,
    });
  });
});
