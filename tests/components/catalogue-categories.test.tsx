import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { admin, openApp, owner, stubAppApi } from "./dashboard-helpers";
import { makeUser } from "./fixtures";
import { category } from "./catalogue-fixtures";
import { answerUploads } from "./api";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const tree = () => [category(1, "Shirts", null, [category(2, "Long sleeves", 1)]), category(3, "Mugs")];

describe("categories screens", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/categories/StoreCategoriesPage");
    await import("../../resources/categories/AdminCategoriesPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("creates a category with a slug from the name and shows the server's slug error at the field", async () => {
    const { calls } = stubAppApi(owner, {
      "GET /api/categories": () => ({ body: tree() }),
      "POST /api/categories": () => ({
        status: 422,
        body: {
          message: "Fields are invalid",
          errors: { slug: "This slug is already used by another category." },
        },
      }),
    });
    openApp(owner, "/categories");
    const list = await screen.findByRole("list", { name: "Category tree" }, { timeout: 20_000 });
    expect(within(list).getByText("Long sleeves")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "New category" }));
    await screen.findByRole("dialog");
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Zimowe Kurtki Ł" } });
    const slug = screen.getByRole("textbox", { name: "URL (slug)" }) as HTMLInputElement;
    expect(slug.value).toBe("zimowe-kurtki-l");
    // Both counters: name and slug are 15 characters long.
    expect(screen.getAllByText("15/50")).toHaveLength(2);
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Parent category" }));
    fireEvent.click(await screen.findByRole("option", { name: "Shirts" }));

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This slug is already used by another category.")).toBeTruthy();
    expect(await screen.findByText("Fields are invalid")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/categories")?.body).toEqual({
      name: "Zimowe Kurtki Ł",
      slug: "zimowe-kurtki-l",
      childOf: 1,
      website_id: 7,
    });
  });

  it("reorders with the move buttons and by dragging, and deletes after a confirmation", async () => {
    const { calls } = stubAppApi(owner, {
      "GET /api/categories": () => ({ body: tree() }),
      "POST /api/categories/order": () => ({
        body: { message: "Completed successfully", categories: tree() },
      }),
      "POST /api/delete/categories/3": () => ({ body: { message: "Completed successfully" } }),
    });
    openApp(owner, "/categories");
    const list = await screen.findByRole("list", { name: "Category tree" }, { timeout: 20_000 });
    const row = (name: string) => within(list).getByText(name).closest("li")!;

    fireEvent.click(within(row("Mugs")).getByRole("button", { name: "Move up" }));
    await eventually(() =>
      expect(calls.find((c) => c.path === "/api/categories/order")?.body).toEqual({
        website_id: 7,
        items: [
          { id: 3, childOf: null },
          { id: 1, childOf: null },
          { id: 2, childOf: 1 },
        ],
      }),
    );

    // Drag "Mugs" onto "Long sleeves": it lands before it, inside "Shirts".
    fireEvent.dragStart(row("Mugs"));
    fireEvent.dragOver(row("Long sleeves"));
    fireEvent.drop(row("Long sleeves"));
    await eventually(() =>
      expect(calls.filter((c) => c.path === "/api/categories/order").at(-1)?.body).toEqual({
        website_id: 7,
        items: [
          { id: 1, childOf: null },
          { id: 3, childOf: 1 },
          { id: 2, childOf: 1 },
        ],
      }),
    );

    fireEvent.click(within(row("Mugs")).getByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "No" }));
    expect(calls.some((c) => c.path === "/api/delete/categories/3")).toBe(false);
    // The closing dialog hides the page from assistive technology until it is gone.
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(within(row("Mugs")).getByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await eventually(() => expect(calls.some((c) => c.path === "/api/delete/categories/3")).toBe(true));
  });

  it("saves instantly while editing, without Save", async () => {
    const { calls } = stubAppApi(owner, {
      "GET /api/categories": () => ({ body: tree() }),
      "POST /api/categories/3": (call) => ({
        body: {
          message: "Completed successfully",
          category: { ...category(3, "Mugs"), ...(call.body as object) },
        },
      }),
    });
    openApp(owner, "/categories");
    const list = await screen.findByRole("list", { name: "Category tree" }, { timeout: 20_000 });
    fireEvent.click(
      within(within(list).getByText("Mugs").closest("li")!).getByRole("button", { name: "Edit category" }),
    );
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("switch", { name: "Instant save" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Coffee mugs" } });
    await eventually(() =>
      expect(calls.find((c) => c.path === "/api/categories/3")?.body).toEqual({
        name: "Coffee mugs",
        slug: "mugs",
        childOf: null,
      }),
    );
    expect(await screen.findByRole("status")).toBeTruthy();
    await eventually(() => expect(screen.getByRole("status").textContent).toBe("Saved"));
  });

  it("shows the tree without changing controls to a member who may only browse products", async () => {
    const viewer = makeUser({
      ...owner,
      user_websites: [],
      permissions: { "7": ["browse_products"], "8": ["browse_products"] },
    });
    stubAppApi(viewer, { "GET /api/categories": () => ({ body: tree() }) });
    openApp(viewer, "/categories");
    const list = await screen.findByRole("list", { name: "Category tree" }, { timeout: 20_000 });
    expect(within(list).getByText("Mugs")).toBeTruthy();
    expect(within(list).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("button", { name: "New category" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Import CSV" })).toBeNull();
  });

  it("imports a CSV with a progress bar and lists each row's error", async () => {
    stubAppApi(admin, { "GET /api/admin/categories": () => ({ body: [] }) });
    const sent = answerUploads("POST /api/categories/csv", () => ({
      status: 422,
      body: {
        message: "Fields are invalid",
        errors: {
          "rows.3.name": "Line 3: This element is required",
          "rows.4.slug": "Line 4: This slug is already used by another category.",
        },
      },
    }));
    openApp(admin, "/master/admin/categories");
    expect(await screen.findByText("No categories yet", {}, { timeout: 8000 })).toBeTruthy();
    const input = screen.getByTestId("csv-input");

    fireEvent.change(input, { target: { files: [new File(["name"], "categories.xlsx")] } });
    expect(await screen.findByText("Please upload file in csv extension.")).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(input, {
      target: { files: [new File(["name\nA\n"], "categories.csv", { type: "text/csv" })] },
    });
    expect(await screen.findByRole("progressbar", { name: "Uploading" })).toBeTruthy();
    expect(await screen.findByText("Line 3: This element is required")).toBeTruthy();
    expect(screen.getByText("Line 4: This slug is already used by another category.")).toBeTruthy();
    expect(sent[0]!.url).toBe("/api/categories/csv");
    expect(sent[0]!.form.get("website_id")).toBe("");
  });
});
