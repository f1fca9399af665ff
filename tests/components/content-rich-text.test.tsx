import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { item, openContent, rows } from "./content-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

/** jsdom has no editing commands; the browser's are recorded here instead. */
function recordCommands() {
  const commands: { command: string; value?: string }[] = [];
  Object.defineProperty(document, "execCommand", {
    configurable: true,
    value: (command: string, _ui?: boolean, value?: string) => {
      commands.push({ command, value });
      return true;
    },
  });
  Object.defineProperty(document, "queryCommandValue", { configurable: true, value: () => "p" });
  return commands;
}

describe("rich text editor of blog posts and collections", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/content/ContentEdit");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(() => {
    resetBrowserState();
    vi.restoreAllMocks();
  });

  it("shows the post formatted, formats from the toolbar, edits the HTML source and saves the HTML", async () => {
    const commands = recordCommands();
    const { calls } = openContent("/blog/1", {
      "GET /api/bread/Blog/1": () => ({
        body: item({
          data: {
            content: '<p>Hello <b>world</b></p><img src="/x.png" onerror="alert(1)">',
            excerpt: "",
            image: "",
            seo: {},
          },
        }),
      }),
      "PUT /api/bread/Blog/1": (call) => ({ body: item({ data: call.body }) }),
      "GET /api/bread/Blog": () => rows("Blog", []),
    });
    const editor = await screen.findByRole("textbox", { name: "Content" }, { timeout: 20_000 });
    await eventually(() => expect(editor.innerHTML).toContain("<b>world</b>"));
    fireEvent.focus(editor);
    expect(commands).toContainEqual({ command: "defaultParagraphSeparator", value: "p" });
    expect(editor.getAttribute("contenteditable")).toBe("true");
    // What the editor draws runs nothing.
    expect(editor.querySelector("img")?.getAttribute("onerror")).toBeNull();

    const toolbar = screen.getByRole("toolbar", { name: "Formatting of Content" });
    for (const name of ["Bold", "Italic", "Heading", "Bulleted list", "Numbered list", "Link"])
      expect(within(toolbar).getByRole("button", { name })).toBeTruthy();
    fireEvent.click(within(toolbar).getByRole("button", { name: "Bold" }));
    fireEvent.click(within(toolbar).getByRole("button", { name: "Heading" }));
    fireEvent.click(within(toolbar).getByRole("button", { name: "Bulleted list" }));
    fireEvent.click(within(toolbar).getByRole("button", { name: "Link" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Link address" }), {
      target: { value: "https://example.com/sale" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add link" }));
    expect(commands.filter((c) => c.command !== "defaultParagraphSeparator")).toEqual([
      { command: "bold", value: undefined },
      { command: "formatBlock", value: "h2" },
      { command: "insertUnorderedList", value: undefined },
      { command: "createLink", value: "https://example.com/sale" },
    ]);

    // Typing in the area is the field's value.
    editor.innerHTML = "<h2>Sale</h2><p>Now <i>on</i></p>";
    fireEvent.input(editor);

    fireEvent.click(within(toolbar).getByRole("button", { name: "HTML" }));
    const source = screen.getByRole("textbox", { name: "HTML source of Content" }) as HTMLTextAreaElement;
    expect(source.value).toBe("<h2>Sale</h2><p>Now <i>on</i></p>");
    expect(within(toolbar).getByRole("button", { name: "Bold" }).hasAttribute("disabled")).toBe(true);
    fireEvent.change(source, { target: { value: "<h2>Sale</h2><ul><li>Tees</li></ul>" } });
    fireEvent.click(within(toolbar).getByRole("button", { name: "HTML" }));
    const again = screen.getByRole("textbox", { name: "Content" });
    await eventually(() => expect(again.innerHTML).toBe("<h2>Sale</h2><ul><li>Tees</li></ul>"));

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect((calls.find((c) => c.method === "PUT")!.body as { content: string }).content).toBe(
      "<h2>Sale</h2><ul><li>Tees</li></ul>",
    );
  });
});
