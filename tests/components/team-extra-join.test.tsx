import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { JoinStoreWithCode } from "../../custom-pages/account/JoinStoreWithCode";
import { getActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { resetBrowserState } from "./reset";
import { answerApi } from "./api";
import { unwatched } from "./unwatched-answers";
import { renderInAdmin } from "./team-helpers";

const codeInvalid = "This invitation code is invalid or has expired.";

describe("Account: join a store with a code", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("redeems the code, shows the server's message and makes the store the active one", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "POST /api/update/integration": () => ({
        body: { message: "You have joined the store.", website_id: 42, user: {} },
      }),
      "GET /api/websites": () => ({ body: [] }),
      "GET /api/user": () => ({ body: {} }),
    });
    renderInAdmin(<JoinStoreWithCode />);
    expect(screen.getByRole("region", { name: "Join a store with a code" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Invitation code"), { target: { value: "abcd-2345" } });
    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByRole("link", { name: "Open the dashboard" })).toBeTruthy();
    expect(screen.getAllByText("You have joined the store.").length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === "/api/update/integration")?.body).toEqual({ code: "abcd-2345" });
    expect(getActiveWebsiteId()).toBe(42);
    expect((screen.getByLabelText("Invitation code") as HTMLInputElement).value).toBe("");
  });

  it("shows a refused code at the field, and a member's 409 too", async () => {
    let tries = 0;
    answerApi({
      ...unwatched,
      "POST /api/update/integration": () => {
        tries += 1;
        return tries === 1
          ? { status: 422, body: { message: codeInvalid, errors: { code: codeInvalid } } }
          : { status: 409, body: { message: "You are already a member of this store." } };
      },
    });
    renderInAdmin(<JoinStoreWithCode />);
    const field = screen.getByLabelText("Invitation code");
    fireEvent.change(field, { target: { value: "ZZZZZZZZ" } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(codeInvalid).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() =>
      expect(
        screen.getAllByText("You are already a member of this store.").some((n) => n.closest("form")),
      ).toBe(true),
    );
    expect(screen.queryByRole("link", { name: "Open the dashboard" })).toBeNull();
  });
});
