import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { categoryRows, type CategoryNode } from "../../domain/contracts/categories";
import { admin, openApp, owner, stubAppApi } from "./dashboard-helpers";
import { makeUser } from "./fixtures";
import { category } from "./catalogue-fixtures";
import { alsoAnswerApi, answerUploads, pathsOf } from "./api";
import { resetBrowserState } from "./reset";
import { versionedRecord } from "./versioned-record";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
/** The bar over the list while categories are chosen (each row has its own Delete too). */
const bulkBar = () => within(document.querySelector<HTMLElement>('[data-test="bulk-actions-toolbar"]')!);

const tree = () => [category(1, "Shirts", null, [category(2, "Long sleeves", 1)]), category(3, "Mugs")];

/** GET /api/bread/Category: the tree's rows in order, with the Content-Range naming the total. */
const page = (nodes: CategoryNode[]) => {
  const rows = categoryRows(nodes);
  return {
    body: rows,
    headers: { "Content-Range": `category 0-${Math.max(rows.length - 1, 0)}/${rows.length}` },
  };
};

describe("categories screens", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/categories/CategoryList");
    await import("../../resources/categories/CategoryCreate");
    await import("../../resources/categories/CategoryEdit");
    await import("../../resources/categories/PlatformCategoryPages");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("creates a category with a slug from the name and shows the server's slug error at the field", async () => {
    const { calls } = stubAppApi(owner, {
      "GET /api/bread/Category": () => page(tree()),
      "POST /api/bread/Category": () => ({
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
    // The list reads the active store's categories.
    const listed = calls.find((c) => c.path === "/api/bread/Category");
    expect(JSON.parse(listed?.query.get("filter") ?? "{}")).toEqual({ website_id: 7 });

    fireEvent.click(await screen.findByRole("link", { name: "New category" }));
    fireEvent.change(await screen.findByRole("textbox", { name: "Name" }, { timeout: 20_000 }), {
      target: { value: "Zimowe Kurtki Ł" },
    });
    const slug = screen.getByRole("textbox", { name: "URL (slug)" }) as HTMLInputElement;
    expect(slug.value).toBe("zimowe-kurtki-l");
    // Both counters: name and slug are 15 characters long.
    expect(screen.getAllByText("15/50")).toHaveLength(2);
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Parent category" }));
    fireEvent.click(await screen.findByRole("option", { name: "Shirts" }));

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This slug is already used by another category.")).toBeTruthy();
    expect(await screen.findByText("Fields are invalid")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/bread/Category")?.body).toEqual({
      name: "Zimowe Kurtki Ł",
      slug: "zimowe-kurtki-l",
      parent_id: 1,
    });
    // No store in the body: the server takes the active one, sent with every request.
    expect(calls.find((c) => c.method === "POST")?.headers.get("X-Website-Id")).toBe("7");
  });

  it("reorders with the move buttons and by dragging, and deletes after a confirmation", async () => {
    const { calls } = stubAppApi(owner, {
      "GET /api/bread/Category": () => page(tree()),
      "POST /api/categories/order": () => ({
        body: { message: "Completed successfully", categories: tree() },
      }),
      "DELETE /api/bread/Category/3": () => ({ body: categoryRows([category(3, "Mugs")])[0] }),
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
    // The server's order is read again once the move is saved.
    await eventually(() => expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("Shirts"));

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

    await eventually(() => expect(within(list).getAllByRole("listitem")[2]?.textContent).toContain("Mugs"));
    fireEvent.click(within(row("Mugs")).getByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "No" }));
    expect(calls.some((c) => c.path === "/api/bread/Category/3")).toBe(false);
    // The closing dialog hides the page from assistive technology until it is gone.
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(within(row("Mugs")).getByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await eventually(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/bread/Category/3")).toBe(true),
    );
  });

  it("finds categories by a search the list call makes; a match cannot be moved; chosen ones are deleted together after the confirmation", async () => {
    const { calls } = stubAppApi(owner, {
      "GET /api/bread/Category": (call) => {
        const filter = JSON.parse(call.query.get("filter") ?? "{}") as { q?: string };
        return page(filter.q === "sle" ? [category(2, "Long sleeves", 1)] : tree());
      },
      "DELETE /api/bread/Category/1": () => ({ body: categoryRows([category(1, "Shirts")])[0] }),
      "DELETE /api/bread/Category/3": () => ({ body: categoryRows([category(3, "Mugs")])[0] }),
    });
    openApp(owner, "/categories");
    const list = await screen.findByRole("list", { name: "Category tree" }, { timeout: 20_000 });
    const row = (name: string) => within(list).getByText(name).closest("li")!;
    expect(within(row("Mugs")).getByRole("button", { name: "Move up" })).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: "Search categories" }), {
      target: { value: "sle" },
    });
    await eventually(() => expect(within(list).queryByText("Mugs")).toBeNull());
    const searched = calls.filter((c) => c.path === "/api/bread/Category").at(-1);
    expect(JSON.parse(searched?.query.get("filter") ?? "{}")).toEqual({ website_id: 7, q: "sle" });
    expect(within(row("Long sleeves")).queryByRole("button", { name: "Move up" })).toBeNull();
    expect(within(row("Long sleeves")).getByRole("button", { name: "Edit category" })).toBeTruthy();
    expect(screen.getByText("Clear the search to move categories.")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: "Search categories" }), { target: { value: "" } });
    await eventually(() => expect(within(list).getByText("Mugs")).toBeTruthy());
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Shirts" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Mugs" }));
    expect(await screen.findByText("2 items selected")).toBeTruthy();
    fireEvent.click(bulkBar().getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await eventually(() =>
      expect(pathsOf(calls, "DELETE")).toEqual(["/api/bread/Category/1", "/api/bread/Category/3"]),
    );
  });

  it("saves instantly while editing, without Save", async () => {
    const mugs = categoryRows([category(3, "Mugs")])[0]!;
    const { calls } = stubAppApi(owner, {
      "GET /api/bread/Category": () => page(tree()),
      "GET /api/bread/Category/3": () => ({ body: mugs }),
      "PUT /api/bread/Category/3": (call) => ({ body: { ...mugs, ...(call.body as object) } }),
    });
    openApp(owner, "/categories");
    const list = await screen.findByRole("list", { name: "Category tree" }, { timeout: 20_000 });
    fireEvent.click(
      within(within(list).getByText("Mugs").closest("li")!).getByRole("button", { name: "Edit category" }),
    );
    const name = await screen.findByRole("textbox", { name: "Name" }, { timeout: 20_000 });
    await eventually(() => expect((name as HTMLInputElement).value).toBe("Mugs"));
    fireEvent.click(screen.getByRole("switch", { name: "Instant save" }));
    fireEvent.change(name, { target: { value: "Coffee mugs" } });
    await eventually(() =>
      expect(calls.find((c) => c.method === "PUT" && c.path === "/api/bread/Category/3")?.body).toEqual({
        name: "Coffee mugs",
        slug: "mugs",
        parent_id: null,
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
    stubAppApi(viewer, { "GET /api/bread/Category": () => page(tree()) });
    openApp(viewer, "/categories");
    const list = await screen.findByRole("list", { name: "Category tree" }, { timeout: 20_000 });
    expect(within(list).getByText("Mugs")).toBeTruthy();
    expect(within(list).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link", { name: "New category" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Import CSV" })).toBeNull();
  });

  it("imports a CSV as a job: says it completed once the job is done, and lists the new tree", async () => {
    let tree: CategoryNode[] = [];
    stubAppApi(admin, { "GET /api/admin/categories": () => ({ body: tree }) });
    const polled: string[] = [];
    alsoAnswerApi({
      "GET /api/imports/:id": ({ path }) => {
        polled.push(path);
        tree = [category(1, "Imported")];
        return {
          body: { id: 9, status: "done", done: 1, total: 1, message: "Completed successfully", created: 1 },
        };
      },
    });
    const sent = answerUploads("POST /api/categories/csv", () => ({
      status: 202,
      body: { id: 9, status: "queued", done: 0, total: 1 },
    }));
    openApp(admin, "/master/admin/categories");
    expect(await screen.findByText("No categories yet", {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.change(screen.getByTestId("csv-input"), {
      target: { files: [new File(["name\nImported\n"], "categories.csv", { type: "text/csv" })] },
    });
    expect(await screen.findByText("Completed successfully", {}, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByText("Imported", {}, { timeout: 8000 })).toBeTruthy();
    expect(polled).toEqual(["/api/imports/9"]);
    expect(sent[0]!.form.get("website_id")).toBe("");
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
    expect(await screen.findByText("No categories yet", {}, { timeout: 20_000 })).toBeTruthy();
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

  it("opens the conflict dialog on a category saved meanwhile; 'Apply my changes on top' saves on their version", async () => {
    const mugs = categoryRows([category(3, "Mugs")])[0]!;
    const stored = versionedRecord({ ...mugs, slug: "their-mugs", version: 2 });
    const { calls } = stubAppApi(owner, {
      "GET /api/bread/Category": () => page(tree()),
      "GET /api/bread/Category/3": () => ({ body: mugs }),
      "PUT /api/bread/Category/3": stored.put,
    });
    openApp(owner, "/Category/3");
    const name = await screen.findByRole("textbox", { name: "Name" }, { timeout: 20_000 });
    await eventually(() => expect((name as HTMLInputElement).value).toBe("Mugs"));
    fireEvent.change(name, { target: { value: "Coffee mugs" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Someone else saved this record" },
      { timeout: 20_000 },
    );
    expect(within(dialog).getByText("Name")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply my changes on top" }));

    expect(await screen.findByText("Completed successfully", {}, { timeout: 20_000 })).toBeTruthy();
    const puts = calls.filter((c) => c.method === "PUT" && c.path === "/api/bread/Category/3");
    expect(puts.map((c) => c.headers.get("if-match"))).toEqual(['"1"', '"2"']);
    expect(puts[1]?.body).toMatchObject({ name: "Coffee mugs", slug: "their-mugs" });
    expect(stored.current).toMatchObject({ name: "Coffee mugs", slug: "their-mugs", version: 3 });
  });

  it("edits a platform category at its admin path with the admin category calls", async () => {
    const platform = [{ ...category(5, "Apparel"), website_id: null }];
    const { calls } = stubAppApi(admin, {
      "GET /api/admin/categories": () => ({ body: platform }),
      "POST /api/categories/5": () => ({
        body: { message: "Completed successfully", category: { ...platform[0], name: "Clothing" } },
      }),
    });
    openApp(admin, "/master/admin/categories/5");
    const name = await screen.findByRole("textbox", { name: "Name" }, { timeout: 20_000 });
    await eventually(() => expect((name as HTMLInputElement).value).toBe("Apparel"));
    fireEvent.change(name, { target: { value: "Clothing" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() =>
      expect(calls.find((c) => c.path === "/api/categories/5")?.body).toEqual({
        name: "Clothing",
        slug: "apparel",
        childOf: null,
        version: 1,
      }),
    );
    expect(await screen.findByText("Completed successfully")).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith("/api/bread/"))).toBe(false);
  });

  it("finds platform categories by name and deletes chosen ones with the admin delete call", async () => {
    const platform = [
      { ...category(5, "Apparel"), website_id: null },
      { ...category(6, "Accessories"), website_id: null },
      { ...category(7, "Posters"), website_id: null },
    ];
    const { calls } = stubAppApi(admin, {
      "GET /api/admin/categories": () => ({ body: platform }),
      "POST /api/delete/categories/5": () => ({ body: { message: "Completed successfully" } }),
      "POST /api/delete/categories/6": () => ({ body: { message: "Completed successfully" } }),
    });
    openApp(admin, "/master/admin/categories");
    const list = await screen.findByRole("list", { name: "Category tree" }, { timeout: 20_000 });
    fireEvent.change(screen.getByRole("textbox", { name: "Search categories" }), {
      target: { value: "ACC" },
    });
    await eventually(() => expect(within(list).queryByText("Apparel")).toBeNull());
    expect(within(list).getByText("Accessories")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Search categories" }), { target: { value: "" } });
    await eventually(() => expect(within(list).getByText("Apparel")).toBeTruthy());
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Apparel" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Accessories" }));
    // The server exports store categories only.
    expect(bulkBar().queryByRole("button", { name: "Export selected" })).toBeNull();
    fireEvent.click(bulkBar().getByRole("button", { name: "Delete" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    await eventually(() =>
      expect(calls.filter((c) => c.path.startsWith("/api/delete/")).map((c) => c.path)).toEqual([
        "/api/delete/categories/5",
        "/api/delete/categories/6",
      ]),
    );
    expect(calls.some((c) => c.path.startsWith("/api/bread/"))).toBe(false);
  });
});
