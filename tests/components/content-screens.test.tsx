import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PERMISSION_TYPES } from "../../domain/permissions";
import { item, openContent, rows } from "./content-helpers";
import { makeWebsite } from "./fixtures";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

describe("content screens", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/content/ContentList"),
      import("../../resources/content/ContentEdit"),
      import("../../resources/content/ContentCreate"),
      import("../../custom-pages/content/seo/SeoPage"),
      import("../../custom-pages/content/entry-modal/EntryModalPage"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("blogs: lists posts with their status, searches, and deletes one after the confirmation", async () => {
    let posts = [item(), item({ id: 2, name: "Autumn notes", slug: "autumn", draft: true })];
    const { calls } = openContent("/blogs", {
      "GET /api/bread/Blog": () => rows("Blog", posts),
      "DELETE /api/bread/Blog/2": () => {
        posts = posts.filter((r) => r.id !== 2);
        return { body: { id: 2 } };
      },
    });
    const table = await screen.findByRole("table", { name: "Blogs" }, { timeout: 20_000 });
    await eventually(() => expect(within(table).getByText("Autumn notes")).toBeTruthy());
    expect(within(table).getByText("Draft")).toBeTruthy();
    expect(within(table).getByText("Published")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: "Search" }), { target: { value: "spring" } });
    await eventually(() =>
      expect(
        calls.some((c) => c.path === "/api/bread/Blog" && c.query.get("filter") === '{"q":"spring"}'),
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole("button", { name: "Delete Autumn notes" }));
    expect(await screen.findByText("Are you sure, you want delete this element?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await eventually(() => expect(screen.queryByText("Autumn notes")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/bread/Blog/2")).toBe(true);
  });

  it("blogs: publishes the selected drafts in bulk, each saved with its own fields", async () => {
    let posts = [
      item({ id: 1, draft: true }),
      item({ id: 2, name: "Autumn notes", slug: "autumn", draft: true }),
    ];
    const { calls } = openContent("/blogs", {
      "GET /api/bread/Blog": () => rows("Blog", posts),
      "GET /api/bread/Blog/:id": (call) => ({ body: posts.find((p) => p.id === Number(call.params.id)) }),
      "PUT /api/bread/Blog/:id": (call) => {
        const id = Number(call.params.id);
        posts = posts.map((p) => (p.id === id ? { ...p, draft: false } : p));
        return { body: posts.find((p) => p.id === id) };
      },
    });
    const table = await screen.findByRole("table", { name: "Blogs" }, { timeout: 20_000 });
    await eventually(() => expect(within(table).getByText("Autumn notes")).toBeTruthy());
    fireEvent.click(within(table).getByRole("checkbox", { name: "Select all" }));
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    await eventually(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(2));
    const put = calls.find((c) => c.method === "PUT" && c.path === "/api/bread/Blog/2")!.body;
    expect(put).toMatchObject({ name: "Autumn notes", slug: "autumn", draft: false });
    expect(await screen.findByText("Published on the store: 2")).toBeTruthy();
    await eventually(() => expect(within(table).queryByText("Draft")).toBeNull());
  });

  it("pages: the store's pages and home page come from the page kind's route", async () => {
    openContent("/pages", {
      "GET /api/content/:websiteId/:kind": (call) => ({
        body: {
          data:
            call.params.kind === "page" ? [item({ id: 4, type: "home", name: "Home", slug: "home" })] : [],
          total: 1,
        },
      }),
    });
    const table = await screen.findByRole("table", { name: "Pages" }, { timeout: 20_000 });
    await eventually(() => expect(within(table).getByText("Home")).toBeTruthy());
  });

  it("blogs: an empty store shows the empty state", async () => {
    openContent("/blogs", { "GET /api/bread/Blog": () => rows("Blog", []) });
    expect(
      await screen.findByText("Nothing here yet. Create the first one.", undefined, { timeout: 20_000 }),
    ).toBeTruthy();
  });

  it("blog editor: a taken slug is saved with the spec's suffix; other errors show at their field", async () => {
    let posts = 0;
    const { calls } = openContent("/blog/create", {
      "POST /api/bread/Blog": (call) => {
        posts++;
        const body = call.body as { slug: string; name: string };
        if (posts === 1)
          return {
            status: 409,
            body: {
              message: "This value is already in use.",
              errors: { slug: "This value is already in use." },
            },
          };
        if (posts === 3)
          return {
            status: 422,
            body: { message: "This element is required", errors: { name: "This element is required" } },
          };
        return { status: 201, body: item({ slug: body.slug }) };
      },
      "GET /api/bread/Blog": () => rows("Blog", [item()]),
    });
    const title = await screen.findByRole("textbox", { name: "Title" }, { timeout: 20_000 });
    fireEvent.change(title, { target: { value: "About us" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Address (slug)" }), { target: { value: "about" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(posts).toBe(2));
    const retry = calls.filter((c) => c.method === "POST")[1]!.body as { slug: string; name: string };
    expect(retry.slug).toMatch(/^about-[a-z0-9]{7}$/);
    expect(retry.name).toBe("About us");
    // Saved: back on the list.
    expect(await screen.findByRole("table", { name: "Blogs" }, { timeout: 8000 })).toBeTruthy();
  });

  it("blog editor: the server's field error shows under the field and nothing typed is lost", async () => {
    openContent("/blog/create", {
      "POST /api/bread/Blog": () => ({
        status: 422,
        body: { message: "Enter a valid date.", errors: { excerpt: "Value must be at most 500 characters" } },
      }),
    });
    const excerpt = await screen.findByRole("textbox", { name: "Summary" }, { timeout: 20_000 });
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Hello" } });
    fireEvent.change(excerpt, { target: { value: "Too long" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Value must be at most 500 characters")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Hello");
  });

  it("collection editor: loads the chosen products with pictures, adds one found by name, reorders and saves", async () => {
    const product = (id: number, name: string) => ({
      id,
      name,
      price: 1999,
      photo_url: `/files/public/${id}.png`,
      published: id !== 12,
    });
    const { calls } = openContent("/collections/edit/5", {
      "GET /api/bread/Collection/5": () => ({
        body: item({
          id: 5,
          type: "collection",
          name: "Staff picks",
          slug: "staff-picks",
          data: { products: [11, 12], content: "", image: "", seo: {} },
        }),
      }),
      "GET /api/content/7/products": (call) => {
        void call;
        return {
          body: { data: [product(11, "Red tee"), product(12, "Blue mug"), product(13, "Green cap")] },
        };
      },
      "PUT /api/bread/Collection/5": (call) => ({ body: item({ id: 5, data: call.body }) }),
      "GET /api/bread/Collection": () => rows("Collection", []),
    });
    const chosen = await screen.findByRole("list", { name: "Products" }, { timeout: 20_000 });
    await eventually(() => expect(within(chosen).getByText("Red tee")).toBeTruthy());
    expect(within(chosen).getByAltText("Red tee").getAttribute("src")).toBe("/files/public/11.png");
    expect(within(chosen).getByText("Not on the store now")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Find products" }), { target: { value: "cap" } });
    fireEvent.click(await screen.findByRole("button", { name: "Add Green cap" }, { timeout: 8000 }));
    fireEvent.click(await screen.findByRole("button", { name: "Move up Blue mug" }, { timeout: 8000 }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect((calls.find((c) => c.method === "PUT")!.body as { products: number[] }).products).toEqual([
      12, 11, 13,
    ]);
  });

  it("menu editor: links in order with their errors from the server", async () => {
    const { calls } = openContent("/menus/create", {
      "POST /api/bread/Menu": () => ({
        status: 422,
        body: {
          message: "Link form: title and url are required.",
          errors: { "links.0.url": "Link form: title and url are required." },
        },
      }),
    });
    fireEvent.change(await screen.findByRole("textbox", { name: "Name" }, { timeout: 20_000 }), {
      target: { value: "Main" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add link" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Shop" } });
    fireEvent.change(screen.getByRole("textbox", { name: "URL" }), { target: { value: "/shop" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText("Link form: title and url are required.")).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Main",
      location: "header",
      links: [{ title: "Shop", url: "/shop", new_tab: false }],
    });
  });

  it("promotion editor: the window error shows at the end date", async () => {
    openContent("/promotions/edit-add", {
      // Promotions need a plan with "discounts and promotions".
      "GET /api/websites": () => ({
        body: [
          makeWebsite({
            id: 7,
            plan: "starter",
            limits: { discounts: true },
            permissions: [...PERMISSION_TYPES],
          }),
        ],
      }),
      "POST /api/bread/Promotion": () => ({
        status: 422,
        body: {
          message: "The start must be before the end.",
          errors: { ends_at: "The start must be before the end." },
        },
      }),
    });
    fireEvent.change(await screen.findByRole("textbox", { name: "Title" }, { timeout: 20_000 }), {
      target: { value: "Sale" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The start must be before the end.", { selector: "p" })).toBeTruthy();
  });

  it("SEO: saves the store's settings and a page's override", async () => {
    const settings = {
      store: { title: "Acme", description: "", image: "", image_url: null },
      pages: [
        {
          id: 3,
          type: "page",
          name: "About us",
          slug: "about",
          seo: { title: "", description: "", image: "" },
        },
      ],
    };
    const { calls } = openContent("/seo", {
      "GET /api/content/7/seo": () => ({ body: settings }),
      "PUT /api/content/7/seo": () => ({ body: settings }),
      "PUT /api/content/7/seo/pages/3": () => ({ body: settings }),
    });
    const store = await screen.findByRole("form", { name: "Store" }, { timeout: 20_000 });
    fireEvent.change(within(store).getByRole("textbox", { name: "SEO description" }), {
      target: { value: "Team gear" },
    });
    fireEvent.click(within(store).getByRole("button", { name: "Save" }));
    await eventually(() =>
      expect(calls.find((c) => c.method === "PUT" && c.path === "/api/content/7/seo")).toBeTruthy(),
    );
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      title: "Acme",
      description: "Team gear",
    });

    fireEvent.click(screen.getByText("About us"));
    const page = await screen.findByRole("form", { name: "About us" });
    fireEvent.change(within(page).getByRole("textbox", { name: "SEO title" }), {
      target: { value: "About Acme" },
    });
    fireEvent.click(within(page).getByRole("button", { name: "Save" }));
    await eventually(() =>
      expect(calls.find((c) => c.path === "/api/content/7/seo/pages/3")?.body).toMatchObject({
        title: "About Acme",
      }),
    );
  });

  it("entry modal: switches it on with a title and text", async () => {
    const { calls } = openContent("/entry-modal", {
      "GET /api/content/7/entry-modal": () => ({
        body: { enabled: false, title: "", content: "", button_text: "", image: "", image_url: null },
      }),
      "PUT /api/content/7/entry-modal": (call) => ({ body: { ...(call.body as object), image_url: null } }),
    });
    const form = await screen.findByRole("form", { name: "Entry modal" }, { timeout: 20_000 });
    fireEvent.click(within(form).getByRole("switch", { name: "Show the entry modal" }));
    fireEvent.change(within(form).getByRole("textbox", { name: "Title" }), { target: { value: "Welcome!" } });
    fireEvent.change(within(form).getByRole("textbox", { name: "Text" }), {
      target: { value: "Free shipping" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await eventually(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      enabled: true,
      title: "Welcome!",
      content: "Free shipping",
    });
  });
});
