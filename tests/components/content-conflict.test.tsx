import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { callsTo } from "./api";
import { openContent, promotion, rows } from "./content-helpers";
import { owner } from "./dashboard-helpers";
import { activeStoreOnPlan } from "./fixtures";
import { liveStream } from "./live-stream";
import { resetBrowserState } from "./reset";
import { versionedRecord } from "./versioned-record";

const slow = { timeout: 8000 };

/**
 * The promotion's edit screen read at version 1, while someone else already saved version 2 (a
 * new title); the user writes a text and saves.
 */
async function saveOnStaleVersion() {
  const stored = versionedRecord({ ...promotion, title: "Their sale", version: 2 });
  const { calls } = openContent("/promotions/edit-add?id=3", {
    ...activeStoreOnPlan(true),
    "GET /api/bread/Promotion/3": () => ({ body: promotion }),
    "PUT /api/bread/Promotion/3": stored.put,
    "GET /api/bread/Promotion": () => rows("Promotion", [stored.current]),
  });
  await screen.findByDisplayValue("Summer sale", {}, { timeout: 20_000 });
  fireEvent.change(screen.getByRole("textbox", { name: "Text" }), { target: { value: "Free shipping" } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  const dialog = await screen.findByRole("dialog", { name: "Someone else saved this record" }, slow);
  return { stored, calls, dialog };
}

describe("a promotion saved by someone else meanwhile", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/content/ContentList"),
      import("../../resources/content/ContentEdit"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("sends the version read, and the dialog shows what was opened, what it is now and the user's edit", async () => {
    const { calls, dialog } = await saveOnStaleVersion();
    expect(callsTo(calls, "PUT", "/api/bread/Promotion/3")[0]?.headers.get("if-match")).toBe('"1"');
    const table = within(dialog)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(table).toContain("TitleSummer saleTheir sale(unchanged)");
    expect(table).toContain("Text(empty)(empty)Free shipping");
  });

  it("'Reload their version' shows theirs in the form and saves nothing", async () => {
    const { calls, dialog } = await saveOnStaleVersion();
    fireEvent.click(within(dialog).getByRole("button", { name: "Reload their version" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), slow);
    expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Their sale");
    expect((screen.getByRole("textbox", { name: "Text" }) as HTMLInputElement).value).toBe("");
    expect(callsTo(calls, "PUT", "/api/bread/Promotion/3")).toHaveLength(1);
  });

  it("'Apply my changes on top' saves the user's text over their title, on their version", async () => {
    const { stored, calls, dialog } = await saveOnStaleVersion();
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply my changes on top" }));
    expect(await screen.findByText("Completed successfully", {}, slow)).toBeTruthy();
    const puts = callsTo(calls, "PUT", "/api/bread/Promotion/3");
    expect(puts.map((c) => c.headers.get("if-match"))).toEqual(['"1"', '"2"']);
    expect(puts[1]?.body).toMatchObject({ title: "Their sale", text: "Free shipping" });
    expect(stored.current).toMatchObject({ title: "Their sale", text: "Free shipping", version: 3 });
  });

  it("keeps the user's form when someone else saves the promotion meanwhile, and says who did", async () => {
    const stream = liveStream();
    let stored = promotion;
    const { calls } = openContent(
      "/promotions/edit-add?id=3",
      {
        ...activeStoreOnPlan(true),
        "GET /api/live": () =>
          new Response(stream.body, { headers: { "Content-Type": "text/event-stream" } }),
        "GET /api/bread/Promotion/3": () => ({ body: stored }),
      },
      { live: true },
    );
    await screen.findByDisplayValue("Summer sale", {}, { timeout: 20_000 });
    await waitFor(() => expect(callsTo(calls, "GET", "/api/live")).not.toHaveLength(0), slow);
    stream.send("ready", { user_id: owner.id });
    fireEvent.change(screen.getByRole("textbox", { name: "Text" }), { target: { value: "Free shipping" } });

    stored = { ...promotion, title: "Their sale", version: 2 };
    stream.send("changed", {
      entity: "Promotion",
      id: 3,
      website_id: 7,
      action: "update",
      user_id: 2,
      user_name: "Stella Store",
    });
    expect(await screen.findByText("Stella Store changed this record", {}, slow)).toBeTruthy();
    // Past the live refresh's wait: the record is not read again under the form.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(callsTo(calls, "GET", "/api/bread/Promotion/3")).toHaveLength(1);
    expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Summer sale");
    expect((screen.getByRole("textbox", { name: "Text" }) as HTMLInputElement).value).toBe("Free shipping");
  });
});
