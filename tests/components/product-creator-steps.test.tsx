import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Draft } from "../../domain/drafts";
import { answerUploads } from "./api";
import { DESIGN, eventually, makeDraft, makeItem, renderCreator } from "./product-creator-helpers";
import { resetBrowserState } from "./reset";

vi.mock("../../custom-pages/design-canvas/FabricCanvas", async () =>
  (await import("./product-creator-helpers")).mockCanvasModule(),
);

const blank = {
  id: 5,
  name: "Softstyle Tee",
  brand: "Gildan",
  photo: "/files/tee.png",
  similar_product_id: null,
  colors: [],
  sizes: [],
  variants: [],
};

const libraryFile = {
  id: 31,
  name: "logo.png",
  url: "/files/design.png",
  thumb_url: "/files/design-thumb.png",
  width: 3000,
  height: 3000,
  extension: "png",
  size: 1000,
  dpi: 300,
  approved: false,
  folder_id: null,
};

describe("product creator steps", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("creates the draft from the blank in the URL, checks each step before Next and keeps it going back", async () => {
    let draft: Draft = makeDraft();
    const { calls, location } = renderCreator("/products/create/5", {
      "GET /api/smake/product/5": () => ({ body: blank }),
      "POST /api/product-drafts": () => ({ status: 201, body: draft }),
      "PUT /api/product-drafts/12": (call) => {
        draft = { ...draft, step: (call.body as { step: number }).step };
        return { body: draft };
      },
      "PUT /api/product-drafts/12/design": () => {
        draft = { ...draft, items: [makeItem({ sides: { front: DESIGN } })] };
        return { body: draft };
      },
    });
    const uploads = answerUploads("POST /api/upload/:type", () => ({
      body: { message: "Uploaded", data: [libraryFile] },
    }));

    expect(await screen.findByText("Softstyle Tee", {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/product-drafts" && c.method === "GET")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByText("Upload or choose your design", {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/product-drafts")!.body).toEqual({
      kind: "single",
      supplier_product_ids: [5],
    });
    await eventually(() => expect(location()).toContain("draft=12"));

    // No design yet: Next is refused by the step's own check, without asking the server.
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Add a design to at least one side.");
    expect(calls.filter((c) => c.method === "PUT" && (c.body as { step?: number }).step === 2)).toHaveLength(
      0,
    );

    const input = screen.getByLabelText("Upload a design");
    fireEvent.change(input, { target: { files: [new File(["png"], "logo.png", { type: "image/png" })] } });
    expect(await screen.findByRole("progressbar", { name: "Uploading the design" })).toBeTruthy();
    await eventually(() =>
      expect(calls.find((c) => c.path === "/api/product-drafts/12/design")?.body).toEqual({ file_id: 31 }),
    );
    expect(uploads[0]!.url).toBe("/api/upload/product_production");
    expect(uploads[0]!.form.get("files[0]")).toHaveProperty("type", "image/png");
    expect(await screen.findByRole("img", { name: "Softstyle Tee, Front" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("img", { name: "Design editor, Front" }, { timeout: 8000 })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    // Going back keeps the design: the step shows where it sits.
    expect(await screen.findByRole("img", { name: "Softstyle Tee, Front" }, { timeout: 8000 })).toBeTruthy();
    expect(draft.step).toBe(1);
  });

  it("offers the newest open draft on /products/create and continues it", async () => {
    const draft = makeDraft({
      step: 2,
      items: [makeItem({ colors: ["Black"], sides: { front: DESIGN } })],
    });
    const { calls } = renderCreator("/products/create", {
      "GET /api/product-drafts": () => ({
        body: {
          data: [
            {
              id: 12,
              kind: "single",
              step: 2,
              item_count: 1,
              name: "Softstyle Tee",
              image: "/files/Black-front.png",
              updated_at: "2025-05-01T10:00:00.000Z",
            },
          ],
          total: 1,
        },
      }),
      "GET /api/product-drafts/12": () => ({ body: draft }),
    });
    const offer = await screen.findByText(
      /You have an unfinished product: Softstyle Tee/,
      {},
      { timeout: 8000 },
    );
    expect(calls.find((c) => c.path === "/api/product-drafts")).toBeTruthy();
    fireEvent.click(
      within(offer.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Continue" }),
    );
    expect(await screen.findByRole("img", { name: "Design editor, Front" }, { timeout: 8000 })).toBeTruthy();
    const colours = screen.getByRole("group", { name: "Colours" });
    expect(within(colours).getByRole("button", { name: /Black/ }).getAttribute("aria-pressed")).toBe("true");
  });

  it("opens the draft of the URL after a reload, at its step", async () => {
    const draft = makeDraft({ step: 2, items: [makeItem({ colors: ["Black"], sides: { front: DESIGN } })] });
    renderCreator("/products/create?draft=12", { "GET /api/product-drafts/12": () => ({ body: draft }) });
    expect(await screen.findByRole("img", { name: "Design editor, Front" }, { timeout: 8000 })).toBeTruthy();
    // Mockups are missing: the step refuses Next with the rule's message.
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Generate the mockups before publishing.",
    );
  });

  it("says so when the draft of the URL is gone", async () => {
    renderCreator("/products/create?draft=99", {
      "GET /api/product-drafts/99": () => ({ status: 404, body: { message: "Not found." } }),
    });
    expect(await screen.findByText(/This draft was not found/, {}, { timeout: 8000 })).toBeTruthy();
  });
});
