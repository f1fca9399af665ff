import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetBrowserState } from "./reset";
import { callsTo } from "./shell-helpers";
import {
  addSection,
  eventually,
  findPageList,
  findSectionList,
  holdCalls,
  lastSections,
  makePage,
  openDesigner,
  pageSaves,
  section,
  sectionNames,
} from "./store-designer-helpers";

// Until the lead wires the area into src/routes.tsx, the tests add its routes themselves.
vi.mock("../../src/routes", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/routes")>();
  const { storeDesignerRoutes } = await import("../../custom-pages/store-designer/routes");
  const known = new Set(original.signedInRoutes.map((route) => route.key));
  return {
    ...original,
    signedInRoutes: [...original.signedInRoutes, ...storeDesignerRoutes.filter((r) => !known.has(r.key))],
  };
});

const undoButton = () => screen.getByRole("button", { name: "Undo" }) as HTMLButtonElement;
const redoButton = () => screen.getByRole("button", { name: "Redo" }) as HTMLButtonElement;
const saved = () => screen.findByText("All changes saved", {}, { timeout: 8000 });

const twoSections = () =>
  makePage({ sections: [section("banner", "aaaaa"), section("contact", "ccccc", { title: "Write to us" })] });

describe("store designer: undo, redo, auto-save and preview", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/store-designer/StoreDesignerPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("undo goes back to the last saved snapshot and saves it; redo brings the edit back", async () => {
    const { calls } = openDesigner({ pages: [makePage({ sections: [section("banner", "aaaaa")] })] });
    await findSectionList();
    expect(undoButton().disabled).toBe(true);
    await addSection("Contact form");
    await eventually(() => expect(lastSections(calls, 21).map((s) => s.type)).toEqual(["banner", "contact"]));
    fireEvent.click(await screen.findByRole("button", { name: "Back to sections" }));
    await saved();

    fireEvent.click(undoButton());
    expect(sectionNames()).toEqual(["Banner"]);
    await eventually(() => expect(lastSections(calls, 21).map((s) => s.id)).toEqual(["aaaaa"]));
    await saved();
    expect(redoButton().disabled).toBe(false);

    fireEvent.click(redoButton());
    expect(sectionNames()).toEqual(["Banner", "Contact form"]);
    await eventually(() => expect(lastSections(calls, 21).map((s) => s.type)).toEqual(["banner", "contact"]));
    await saved();
    expect(redoButton().disabled).toBe(true);
    expect(undoButton().disabled).toBe(false);
  });

  it("blocks undo and redo while a save is in flight, and a new edit clears redo", async () => {
    const { calls } = openDesigner({ pages: [twoSections()] });
    await findSectionList();
    const puts = holdCalls("PUT");

    fireEvent.click(screen.getByRole("button", { name: "Move Banner down" }));
    await saved();
    puts.hold();
    fireEvent.click(undoButton());
    expect(await screen.findByText("Saving…", {}, { timeout: 8000 })).toBeTruthy();
    expect(undoButton().disabled).toBe(true);
    expect(redoButton().disabled).toBe(true);
    puts.release();
    await saved();
    expect(lastSections(calls, 21).map((s) => s.id)).toEqual(["aaaaa", "ccccc"]);
    expect(redoButton().disabled).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Move Contact form: Write to us up" }));
    expect(redoButton().disabled).toBe(true);
  });

  it("a failed save says 'Something went wrong...', keeps the edit and saves it on retry", async () => {
    let failing = true;
    const { calls, server } = openDesigner({
      pages: [twoSections()],
      handlers: {
        "PUT /api/bread/Page/21": (call) => {
          if (failing) return { status: 500, body: { message: "Server error" } };
          server.pages[0]!.sections = (call.body as { sections: never[] }).sections;
          return { body: server.pages[0] };
        },
      },
    });
    await findSectionList();
    fireEvent.click(screen.getByRole("button", { name: "Move Banner down" }));
    expect(
      (await screen.findAllByText("Something went wrong...", {}, { timeout: 8000 })).length,
    ).toBeGreaterThan(0);
    expect(sectionNames()).toEqual(["Contact form: Write to us", "Banner"]);
    expect(screen.getByText("Unsaved changes")).toBeTruthy();

    failing = false;
    const alert = screen
      .getAllByRole("alert")
      .find((el) => within(el).queryByRole("button", { name: "Try again" }))!;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await saved();
    expect(server.pages[0]!.sections.map((s) => s.id)).toEqual(["ccccc", "aaaaa"]);
    expect(pageSaves(calls, 21).length).toBe(2);
  });

  it("previews the page in two alternating frames, at desktop and 393 px mobile width", async () => {
    openDesigner({
      pages: [twoSections(), makePage({ id: 22, type: "page", name: "About", slug: "about", sort_order: 1 })],
    });
    await findSectionList();
    const first = await screen.findByTitle("Store preview", {}, { timeout: 8000 });
    expect(first.getAttribute("src")).toBe("/store/acme/?preview=7.999.sig&v=0");
    fireEvent.load(first);
    expect(first.getAttribute("data-shown")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Move Banner down" }));
    await saved();
    // The new state loads in the hidden frame; the old one stays in view until it has loaded.
    const frames = await eventually(() => {
      const all = screen.getAllByTitle("Store preview");
      expect(all).toHaveLength(2);
      return all;
    });
    const second = frames.find((f) => f !== first)!;
    expect(second.getAttribute("src")).toBe("/store/acme/?preview=7.999.sig&v=1");
    expect(second.getAttribute("data-shown")).toBe("false");
    expect(first.getAttribute("data-shown")).toBe("true");
    fireEvent.load(second);
    expect(second.getAttribute("data-shown")).toBe("true");
    expect(first.getAttribute("data-shown")).toBe("false");

    fireEvent.click(screen.getByRole("button", { name: "Mobile (393 px)" }));
    expect(screen.getByTestId("preview-viewport").getAttribute("data-width")).toBe("mobile");
    fireEvent.click(screen.getByRole("button", { name: /^About/ }));
    await eventually(() => expect(first.getAttribute("src")).toBe("/store/acme/about?preview=7.999.sig&v=1"));
  });

  it("deleting a page removes it at once, then calls delete", async () => {
    const { calls } = openDesigner();
    await findPageList();
    const deletes = holdCalls("DELETE");
    deletes.hold();
    const nav = screen.getByRole("navigation", { name: "Pages" });
    fireEvent.click(within(nav).getByRole("button", { name: "Delete page About" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    // Gone from the list while the server's answer to the delete is still held.
    await eventually(() => expect(within(nav).queryByText("About")).toBeNull());
    deletes.release();
    await eventually(() => expect(callsTo(calls, "DELETE", "/api/bread/Page/22")).toHaveLength(1));
  });

  it("adds a page; a taken slug is made unique by a dash and 7 characters", async () => {
    const { calls } = openDesigner({
      handlers: {
        "POST /api/bread/Page": (call) => {
          const body = call.body as { slug: string; name: string; type: string };
          if (body.slug === "about")
            return {
              status: 409,
              body: {
                message: "This value is already in use.",
                errors: { slug: "This value is already in use." },
              },
            };
          return { status: 201, body: makePage({ id: 30, ...body, sort_order: 2 } as never) };
        },
      },
    });
    await findPageList();
    fireEvent.click(screen.getByRole("button", { name: "Add page" }));
    fireEvent.click(await screen.findByRole("button", { name: "Create" }));
    expect(await screen.findByText("This element is required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Page name/), { target: { value: "About" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByRole("heading", { name: "Sections of About" }, { timeout: 8000 })).toBeTruthy();
    const posts = callsTo(calls, "POST", "/api/bread/Page");
    expect(posts.map((c) => (c.body as { slug: string }).slug)).toEqual([
      "about",
      expect.stringMatching(/^about-[a-z0-9]{7}$/),
    ]);
  });

  it("says when the store's pages cannot be loaded, and loads them on retry", async () => {
    let fail = true;
    openDesigner({
      handlers: {
        "GET /api/bread/Page": () =>
          fail
            ? { status: 500, body: { message: "Server error" } }
            : { body: [makePage()], headers: { "Content-Range": "page 0-0/1" } },
      },
    });
    expect(
      await screen.findByText(
        "We couldn't load this store's pages. Please try again.",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await findPageList()).toBeTruthy();
  });
});
