import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AdminContext } from "react-admin";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RoleHelpButton } from "../../ui/role-help/RoleHelpButton";
import { ROLE_HELP } from "../../domain/invitation-terms";
import { ROLE_DEFAULTS } from "../../domain/permissions";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { startSession } from "../../providers/session";
import { resetBrowserState } from "./reset";
import { appPath, callsTo, openApp, STORE, users } from "./shell-helpers";
import { page, storeRow, stubStores } from "./stores-helpers";

/** GET /api/roles/help as the server answers it (server/routes/permissions.ts). */
const help = (assignable?: (role: string) => boolean) => ({
  body: {
    roles: ROLE_HELP.map(({ role, name, help: text }) => ({
      role,
      name,
      help: text,
      company_role: role === "company_admin",
      permissions: [...ROLE_DEFAULTS[role]],
      ...(assignable ? { assignable: assignable(role) } : {}),
    })),
  },
});

describe("role help (a role help screen lists what each role can do)", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("is reached from the stores list and shows every role with the spec's texts", async () => {
    stubStores(users.owner, [storeRow()], {
      "GET /api/get/websites": () => page([storeRow()]),
      "GET /api/roles/help": () => help(),
    });
    openApp(users.owner, "/websites");
    fireEvent.click(await screen.findByRole("link", { name: "Roles and permissions" }, { timeout: 8000 }));
    await waitFor(() => expect(appPath()).toBe("/roles"));
    const designer = await screen.findByRole("region", { name: "Designer" });
    expect(
      within(designer).getByText(
        "Can use: store design, files, view and edit products, limited store dashboard.",
      ),
    ).toBeTruthy();
    expect(within(designer).getByText("Edit design")).toBeTruthy();
    expect(within(designer).queryByText("Edit settings")).toBeNull();
    for (const name of ["Company admin", "Store admin", "Salesperson", "Client"]) {
      expect(screen.getByRole("region", { name })).toBeTruthy();
    }
    expect(
      within(screen.getByRole("region", { name: "Client" })).getByText(
        "Can use: browse orders without details; limited dashboard.",
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Company admin" })).getByText("Every store of the company"),
    ).toBeTruthy();
  });

  it("opens as a dialog from a team screen, marking the roles the caller may give there", async () => {
    const { calls } = stubStores(users.owner, [storeRow()], {
      "GET /api/roles/help": () => help((role) => role !== "company_admin"),
    });
    startSession(users.owner, "test-token");
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <RoleHelpButton websiteId={STORE} />
      </AdminContext>,
    );
    expect(callsTo(calls, "GET", "/api/roles/help")).toHaveLength(0);
    fireEvent.click(await screen.findByRole("button", { name: "Roles and permissions" }, { timeout: 8000 }));
    const dialog = await screen.findByRole("dialog", { name: "Roles and permissions" });
    const storeAdmin = await within(dialog).findByRole("region", { name: "Store admin" });
    expect(within(storeAdmin).getByText("You can give this role")).toBeTruthy();
    expect(
      within(within(dialog).getByRole("region", { name: "Company admin" })).queryByText(
        "You can give this role",
      ),
    ).toBeNull();
    await waitFor(() => expect(callsTo(calls, "GET", "/api/roles/help").length).toBeGreaterThan(0));
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says so when the roles cannot be loaded", async () => {
    stubStores(users.owner, [storeRow()], {
      "GET /api/roles/help": () => ({ status: 500, body: { message: "down" } }),
    });
    openApp(users.owner, "/roles");
    expect(await screen.findByText("We couldn't load the roles.", {}, { timeout: 15000 })).toBeTruthy();
  });
});
