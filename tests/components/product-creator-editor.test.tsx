import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Draft } from "../../domain/drafts";
import { DESIGN, eventually, makeDraft, makeItem, renderCreator } from "./product-creator-helpers";
import { resetBrowserState } from "./reset";

vi.mock("../../custom-pages/design-canvas/FabricCanvas", async () =>
  (await import("./product-creator-helpers")).mockCanvasModule(),
);

// A 600 px design a fifth of the picture wide: 6 x 6.4 inches, so 93 DPI (below the 150 DPI bar).
const SMALL = {
  ...DESIGN,
  width_px: 600,
  height_px: 600,
  placement: { cx: 0.5, cy: 0.45, width: 0.2, height: 0.2, angle: 0 },
};

type SideCall = {
  file_id: number;
  placement: { cx: number; cy: number; width: number; height: number; angle: number };
};

function editorDraft(): Draft {
  return makeDraft({ step: 2, items: [makeItem({ colors: ["Black", "White"], sides: { front: SMALL } })] });
}

describe("design editor in the creator", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("saves each move once, 500 ms after it, kept inside the print area; undo by button and Ctrl+Z", async () => {
    const draft = editorDraft();
    const { calls } = renderCreator("/products/create?draft=12", {
      "GET /api/product-drafts/12": () => ({ body: draft }),
      "PUT /api/product-drafts/12/items/k1/sides/front": () => ({ body: draft }),
      "PUT /api/product-drafts/12/items/k1/sides/back": () => ({ body: draft }),
    });
    const canvas = await screen.findByRole("img", { name: "Design editor, Front" }, { timeout: 8000 });
    expect(screen.getByText("93 DPI · printed at 6.00 × 6.40 in")).toBeTruthy();
    expect(screen.getByText(/93 DPI is below 150 DPI/)).toBeTruthy();
    const saves = () =>
      calls
        .filter((c) => c.method === "PUT" && c.path.endsWith("/sides/front"))
        .map((c) => c.body as SideCall);

    fireEvent.click(within(canvas).getByRole("button", { name: "drag left" }));
    await eventually(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.file_id).toBe(31);
    expect(saves()[0]!.placement.cx).toBeCloseTo(0.45, 9);

    // Dropped beyond the area's right edge (0.7): the editor keeps it inside before saving.
    fireEvent.click(within(canvas).getByRole("button", { name: "drag off the area" }));
    await eventually(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]!.placement.cx).toBeCloseTo(0.6, 9);

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await eventually(() => expect(saves()).toHaveLength(3));
    expect(saves()[2]!.placement.cx).toBeCloseTo(0.45, 9);

    fireEvent.keyDown(screen.getByLabelText(/Drag, scale or rotate/), { key: "z", ctrlKey: true });
    await eventually(() => expect(saves()).toHaveLength(4));
    expect(saves()[3]!.placement.cx).toBeCloseTo(0.5, 9);
    expect((screen.getByRole("button", { name: "Undo" }) as HTMLButtonElement).disabled).toBe(true);

    // Arrow keys nudge; several presses in a row are one save.
    const surface = screen.getByLabelText(/Drag, scale or rotate/);
    fireEvent.keyDown(surface, { key: "ArrowDown" });
    fireEvent.keyDown(surface, { key: "ArrowDown", shiftKey: true });
    await eventually(() => expect(saves()).toHaveLength(5));
    expect(saves()[4]!.placement.cy).toBeCloseTo(0.45 + 11 / 600, 9);
  });

  it("puts the design on the back too, and shows it on every chosen colour", async () => {
    const draft = editorDraft();
    const { calls } = renderCreator("/products/create?draft=12", {
      "GET /api/product-drafts/12": () => ({ body: draft }),
      "PUT /api/product-drafts/12/items/k1/sides/back": () => ({ body: draft }),
    });
    await screen.findByRole("img", { name: "Design editor, Front" }, { timeout: 8000 });
    const switcher = screen.getByRole("group", { name: "Preview on each colour" });
    expect(
      within(switcher)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Black", "White"]);
    expect(within(switcher).getByRole("img", { name: "White" }).getAttribute("src")).toBe(
      "/files/White-front.png",
    );
    fireEvent.click(within(switcher).getByRole("button", { name: "White" }));
    expect(screen.getByRole("img", { name: "Design editor, Front" }).getAttribute("data-photo")).toBe(
      "/files/White-front.png",
    );

    fireEvent.click(screen.getByRole("tab", { name: "Back" }));
    const back = await screen.findByRole("img", { name: "Design editor, Back" });
    expect(within(back).getByTestId("placement").textContent).toBe("none");
    fireEvent.click(screen.getByRole("button", { name: "Add the design here" }));
    await eventually(() =>
      expect(calls.some((c) => c.method === "PUT" && c.path.endsWith("/sides/back"))).toBe(true),
    );
    const body = calls.find((c) => c.path.endsWith("/sides/back"))!.body as SideCall;
    // fitPlacement: fills the area's width (0.4), centred in it.
    expect(body).toEqual({
      file_id: 31,
      placement: { cx: 0.5, cy: 0.45, width: 0.4, height: 0.4, angle: 0 },
    });
  });

  it("asks before removing a design, then deletes the side", async () => {
    const draft = editorDraft();
    const { calls } = renderCreator("/products/create?draft=12", {
      "GET /api/product-drafts/12": () => ({ body: draft }),
      "DELETE /api/product-drafts/12/items/k1/sides/front": () => ({ body: draft }),
    });
    await screen.findByRole("img", { name: "Design editor, Front" }, { timeout: 8000 });
    fireEvent.click(screen.getByRole("button", { name: "Remove design" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await eventually(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.path.endsWith("/sides/front"))).toBe(true),
    );
    expect(screen.getByText("No design on this side.")).toBeTruthy();
  });

  it("changes colours, asking before the last one goes", async () => {
    let draft = makeDraft({ step: 2, items: [makeItem({ colors: ["Black"], sides: { front: SMALL } })] });
    const { calls } = renderCreator("/products/create?draft=12", {
      "GET /api/product-drafts/12": () => ({ body: draft }),
      "PUT /api/product-drafts/12": (call) => {
        const patch = (call.body as { items: { colors: string[] }[] }).items[0]!;
        draft = { ...draft, items: [makeItem({ colors: patch.colors, sides: { front: SMALL } })] };
        return { body: draft };
      },
    });
    const colours = await screen.findByRole("group", { name: "Colours" }, { timeout: 8000 });
    fireEvent.click(within(colours).getByRole("button", { name: /Navy/ }));
    await eventually(() =>
      expect(calls.at(-1)!.body).toEqual({ items: [{ key: "k1", colors: ["Black", "Navy"] }] }),
    );
    fireEvent.click(within(colours).getByRole("button", { name: /Navy/ }));
    await eventually(() => expect(calls.at(-1)!.body).toEqual({ items: [{ key: "k1", colors: ["Black"] }] }));
    fireEvent.click(within(colours).getByRole("button", { name: /Black/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await eventually(() =>
      expect(calls.at(-1)!.body).toEqual({ items: [{ key: "k1", colors: [], force: true }] }),
    );
  });

  it("generates the mockups with a progress bar and shows them per colour", async () => {
    let draft = makeDraft({
      step: 2,
      items: [makeItem({ colors: ["Black", "White"], sides: { front: DESIGN, back: DESIGN } })],
    });
    let polls = 0;
    const { calls } = renderCreator("/products/create?draft=12", {
      "GET /api/product-drafts/12": () => ({ body: draft }),
      "POST /api/product-drafts/12/mockups": () => ({
        status: 202,
        body: { job: { id: 3, status: "running", done: 1, total: 4, error: null } },
      }),
      "GET /api/mockup-jobs/3": () => {
        polls += 1;
        if (polls < 2) return { body: { id: 3, status: "running", done: 2, total: 4, error: null } };
        draft = {
          ...draft,
          items: [
            makeItem({
              colors: ["Black", "White"],
              sides: { front: DESIGN, back: DESIGN },
              mockups: ["Black", "White"].flatMap((color) =>
                ["front", "back"].map((side) => ({
                  color,
                  side,
                  url: `/files/m-${color}-${side}.png`,
                  stale: false,
                })),
              ),
            }),
          ],
        };
        return { body: { id: 3, status: "done", done: 4, total: 4, error: null } };
      },
    });
    await screen.findByRole("img", { name: "Design editor, Front" }, { timeout: 8000 });
    expect(screen.getByText("No mockups yet. Choose colours and generate them.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Generate mockups" }));
    expect(await screen.findByText("1 of 4 mockups")).toBeTruthy();
    expect(
      screen.getByRole("progressbar", { name: "Generating mockups" }).getAttribute("aria-valuenow"),
    ).toBe("25");
    expect(await screen.findByText("2 of 4 mockups", {}, { timeout: 8000 })).toBeTruthy();
    const gallery = await screen.findByRole("list", { name: "Mockups" }, { timeout: 8000 });
    expect(
      within(gallery)
        .getAllByRole("img")
        .map((i) => i.getAttribute("alt")),
    ).toEqual(["Black, Front", "Black, Back", "White, Front", "White, Back"]);
    expect(calls.filter((c) => c.path === "/api/mockup-jobs/3")).toHaveLength(2);
  });
});
