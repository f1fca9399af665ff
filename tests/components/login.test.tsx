import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getToken } from "../../providers/session";
import type { UserDto } from "../../domain/api";
import { App } from "../../src/App";
import { makeUser, makeWebsite } from "./fixtures";
import { resetBrowserState } from "./reset";
import { answerApi } from "./api";
import { unwatched } from "./unwatched-answers";

const storeOwner = makeUser({ user_websites: [7] });
const admin = makeUser({ id: 1, name: "Ada Admin", role_id: 1, is_admin: true });

function stubServer(user: UserDto) {
  return answerApi({
    ...unwatched,
    "POST /api/login": () => ({ body: { user, access_token: "fresh-token" } }),
    "GET /api/user": () => ({ body: user }),
    "GET /api/websites": () => ({ body: [makeWebsite()] }),
    "GET /api/upload/gettaxpdf": () => ({ body: [] }),
    "GET /api/tax-ids": () => ({ body: [] }),
    "GET /api/app_info": () => ({
      body: { admin_info: { email: "help@example.com", phone: "+1 555 0100" } },
    }),
  });
}

// The first visit to a lazy page transforms its chunk on the fly, which can take a few seconds.
const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

/** The page title react-admin shows in the app bar. */
const pageTitle = () => document.getElementById("react-admin-title")?.textContent;

function openAt(path: string) {
  window.history.replaceState(null, "", `/app${path}`);
  return render(<App />);
}

describe("/login", { timeout: 20_000 }, () => {
  // Load the lazy pages up front so that the tests' waits measure the app, not the transformer.
  beforeAll(async () => {
    await Promise.all([
      import("../../custom-pages/auth/LoginPage"),
      import("../../custom-pages/dashboard/MainDashboard"),
      import("../../custom-pages/dashboard/StoreDashboard"),
      import("../../custom-pages/account/TaxForms"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("signs in with email and password and lands on the store dashboard", async () => {
    const { calls } = stubServer(storeOwner);
    openAt("/login");

    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: "owner@example.com" } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "secret-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));

    await eventually(() => expect(window.location.pathname).toBe("/app/store-dashboard"));
    await eventually(() => expect(pageTitle()).toBe("Store Dashboard"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Acme Merch" }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/login")?.body).toEqual({
      email: "owner@example.com",
      password: "secret-password",
    });
    expect(getToken()).toBe("fresh-token");
    await eventually(() => expect(document.title).toBe("Store Dashboard · Merch Back Office"));
  });

  it("follows an in-app redirect query", async () => {
    stubServer(storeOwner);
    openAt(`/login?redirect=${encodeURIComponent("/user/taxes")}`);
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: "owner@example.com" } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "secret-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await eventually(() => expect(window.location.pathname).toBe("/app/user/taxes"));
    expect(await screen.findByText("No tax forms uploaded yet.", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("shows the server's message when the credentials are wrong", async () => {
    answerApi({
      ...unwatched,
      "POST /api/login": () => ({
        status: 422,
        body: {
          message: "These credentials do not match our records.",
          errors: { email: "These credentials do not match our records." },
        },
      }),
    });
    openAt("/login");
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: "owner@example.com" } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "wrong-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "These credentials do not match our records.",
    );
    expect(window.location.pathname).toBe("/app/login");
    expect(getToken()).toBeNull();
  });

  it("validates the form with the spec's messages before calling the server", async () => {
    const { calls } = answerApi({ ...unwatched });
    openAt("/login");
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("E-mail must be valid")).toBeTruthy();
    expect(await screen.findByText("This element is required")).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/login")).toBe(false);
  });

  it("signs in automatically with an etoken link and lands on the main dashboard", async () => {
    const { calls } = stubServer(admin);
    openAt("/login?etoken=single-use-abc");

    await eventually(() => expect(window.location.pathname).toMatch(/^\/app\/?$/));
    await eventually(() => expect(pageTitle()).toBe("Main Dashboard"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome back, Ada Admin" }, { timeout: 8000 }),
    ).toBeTruthy();
    const logins = calls.filter((call) => call.path === "/api/login");
    expect(logins).toHaveLength(1);
    expect(logins[0]?.body).toEqual({ etoken: "single-use-abc" });
  });

  it("refuses a hash link without sending the hash anywhere", async () => {
    const refusal =
      "Login links with a password hash are no longer supported. Please sign in with your password.";
    const { calls } = answerApi({ ...unwatched });
    openAt("/login?hash=abc");
    expect((await screen.findByRole("alert")).textContent).toContain(refusal);
    expect(calls.filter((call) => call.path === "/api/login")).toEqual([]);
    expect(getToken()).toBeNull();
  });

  it("shows the verified and sign-in-again notes", async () => {
    answerApi({ ...unwatched });
    openAt("/login?verified=1&first_time=true");
    expect(await screen.findByText("Your email address is verified.")).toBeTruthy();
    expect(screen.getByText("Please sign in again.")).toBeTruthy();
  });
});
