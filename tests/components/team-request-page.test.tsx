import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { App } from "../../src/App";
import { resetBrowserState } from "./reset";
import { answerApi } from "./api";
import { unwatched } from "./unwatched-answers";

function openRequestPage(search = "") {
  window.history.replaceState(null, "", `/app/request${search}`);
  return render(<App />);
}

async function fillAndSend() {
  fireEvent.change(await screen.findByLabelText(/Name/, {}, { timeout: 8000 }), {
    target: { value: "Rita Runner" },
  });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "rita@example.com" } });
  fireEvent.change(screen.getByLabelText(/Company/), { target: { value: "Run Club" } });
  fireEvent.click(screen.getByRole("button", { name: "Send request" }));
}

describe("/request (invitation request)", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("sends the request to the platform and shows the server's thanks", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/app_info": () => ({ body: { admin_info: { email: "", phone: "" } } }),
      "POST /api/request/invitation": () => ({ body: { message: "Thank you! Your request has been sent." } }),
    });
    openRequestPage();
    await fillAndSend();
    expect(await screen.findByText("Thank you! Your request has been sent.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/request/invitation")?.body).toMatchObject({
      name: "Rita Runner",
      email: "rita@example.com",
      company: "Run Club",
    });
    expect(screen.queryByRole("button", { name: "Send request" })).toBeNull();
  });

  it("with a store's id in the link, asks to join that store; field errors show at the field", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/app_info": () => ({ body: { admin_info: { email: "", phone: "" } } }),
      "POST /api/request/invitation": () => ({
        status: 422,
        body: { message: "The given data was invalid.", errors: { email: "E-mail must be valid" } },
      }),
    });
    openRequestPage("?website_id=7");
    await fillAndSend();
    expect(await screen.findByText("E-mail must be valid")).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/request/invitation")?.body).toMatchObject({ website_id: 7 }),
    );
  });
});
