import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UserDto } from "../../domain/api";
import { openApp, owner, stubAppApi } from "./dashboard-helpers";
import { resetBrowserState } from "./reset";
import type { ApiCall } from "./api";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === "PUT" && c.path === "/api/users/10");

/** The helper text react-admin shows under an input (its aria-describedby). */
function helperOf(input: HTMLElement): string {
  const id = input.getAttribute("aria-describedby") ?? "";
  return id
    .split(" ")
    .map((part) => document.getElementById(part)?.textContent ?? "")
    .join(" ");
}

/** The current-password field of the profile form: the one in the same form as the Email input. */
function currentPasswordOfProfile(): HTMLElement {
  const form = screen.getByLabelText(/^Email\s*\*?$/).closest("form");
  const field = form?.querySelector<HTMLElement>('input[name="current_password"]');
  if (!field) throw new Error("the profile form asks for no current password");
  return field;
}

describe("edit account", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/account/EditAccount");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("shows the server's field errors next to the fields", async () => {
    const { calls } = stubAppApi(owner, {
      "PUT /api/users/10": () => ({
        status: 422,
        body: {
          message: "Email address is already in use",
          errors: { email: "Email address is already in use" },
        },
      }),
    });
    openApp(owner, "/user/edit");

    const email = await screen.findByLabelText(/^Email\s*\*?$/, {}, { timeout: 8000 });
    fireEvent.change(email, { target: { value: "taken@example.com" } });
    fireEvent.change(currentPasswordOfProfile(), { target: { value: "demo1234" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    await eventually(() => expect(helperOf(email)).toContain("Email address is already in use"));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(puts(calls)[0]?.body).toEqual({
      name: "Olivia Owner",
      email: "taken@example.com",
      page_view: 25,
      current_password: "demo1234",
    });
  });

  it("asks for the current password once the email changes, and shows its error next to it", async () => {
    const { calls } = stubAppApi(owner, {
      "PUT /api/users/10": () => ({
        status: 422,
        body: {
          message: "The current password is incorrect.",
          errors: { current_password: "The current password is incorrect." },
        },
      }),
    });
    openApp(owner, "/user/edit");

    const email = await screen.findByLabelText(/^Email\s*\*?$/, {}, { timeout: 8000 });
    // Only the password form asks for it while the email is unchanged.
    expect(screen.getAllByLabelText(/^Current password/)).toHaveLength(1);
    fireEvent.change(email, { target: { value: "new@example.com" } });
    const current = currentPasswordOfProfile();
    fireEvent.change(current, { target: { value: "not-it" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await eventually(() => expect(helperOf(current)).toContain("The current password is incorrect."));
    expect(puts(calls)[0]?.body).toMatchObject({ email: "new@example.com", current_password: "not-it" });
  });

  it("saves the name and reads the account again, so the top bar can show it", async () => {
    let current: UserDto = owner;
    const { calls } = stubAppApi(owner, {
      "GET /api/user": () => ({ body: current }),
      "PUT /api/users/10": (call) => {
        current = { ...current, ...(call.body as Partial<UserDto>) };
        return { body: current };
      },
    });
    openApp(owner, "/user/edit");

    fireEvent.change(await screen.findByLabelText(/^Name/, {}, { timeout: 8000 }), {
      target: { value: "Nora New" },
    });
    const readsBefore = calls.filter((c) => c.path === "/api/user").length;
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Your account has been updated.", {}, { timeout: 8000 })).toBeTruthy();
    expect(puts(calls)[0]?.body).toMatchObject({ name: "Nora New" });
    await eventually(() =>
      expect(calls.filter((c) => c.path === "/api/user").length).toBeGreaterThan(readsBefore),
    );
  });

  it("shows a wrong current password under that field", async () => {
    stubAppApi(owner, {
      "PUT /api/users/10": () => ({
        status: 422,
        body: {
          message: "The current password is incorrect.",
          errors: { current_password: "The current password is incorrect." },
        },
      }),
    });
    openApp(owner, "/user/edit");

    const current = await screen.findByLabelText(/^Current password/, {}, { timeout: 8000 });
    fireEvent.change(current, { target: { value: "not-it" } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: "brand-new-pass" } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: "brand-new-pass" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));

    await eventually(() => expect(helperOf(current)).toContain("The current password is incorrect."));
  });

  it("checks the password confirmation before calling the server", async () => {
    const { calls } = stubAppApi(owner);
    openApp(owner, "/user/edit");

    fireEvent.change(await screen.findByLabelText(/^Current password/, {}, { timeout: 8000 }), {
      target: { value: "demo1234" },
    });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: "brand-new-pass" } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: "other-pass" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("The password confirmation does not match.")).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });
});
