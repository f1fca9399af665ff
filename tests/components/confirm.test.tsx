import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AdminContext } from "react-admin";
import { afterEach, describe, expect, it } from "vitest";
import { i18nProvider } from "../../src/i18n";
import { ConfirmCanceled, ConfirmProvider, useConfirm } from "../../ui/ConfirmDialog";
import { resetBrowserState } from "./reset";

const outcomes: string[] = [];

const DeleteButton = () => {
  const confirm = useConfirm();
  const onClick = () =>
    confirm().then(
      () => outcomes.push("confirmed"),
      (error: unknown) => outcomes.push(error instanceof ConfirmCanceled ? error.message : "failed"),
    );
  return <button onClick={onClick}>Delete</button>;
};

function renderButton() {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ConfirmProvider>
        <DeleteButton />
      </ConfirmProvider>
    </AdminContext>,
  );
}

describe("confirm dialog", () => {
  afterEach(() => {
    outcomes.length = 0;
    resetBrowserState();
  });

  it("asks the spec's default question and resolves on Yes", async () => {
    renderButton();
    fireEvent.click(screen.getByText("Delete"));
    expect(await screen.findByText("Are you sure, you want delete this element?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(outcomes).toEqual(["confirmed"]));
  });

  it("rejects with 'canceled' on No", async () => {
    renderButton();
    fireEvent.click(screen.getByText("Delete"));
    fireEvent.click(await screen.findByRole("button", { name: "No" }));
    await waitFor(() => expect(outcomes).toEqual(["canceled"]));
  });
});
