import { render, screen } from "@testing-library/react";
import { Badge, Checkbox, createTheme, ThemeProvider } from "@mui/material";
import { afterEach, describe, expect, it } from "vitest";
import { theme } from "../../src/theme";
import { resetBrowserState } from "./reset";

const themed = (node: React.ReactNode) =>
  render(<ThemeProvider theme={createTheme(theme)}>{node}</ThemeProvider>);

afterEach(resetBrowserState);

describe("the back-office theme's accessibility defaults", () => {
  it("names a checkbox's input with its aria-label, not the span around it (react-admin's row checkboxes)", () => {
    const { container } = themed(<Checkbox aria-label="Select this row" />);
    expect(screen.getByRole("checkbox", { name: "Select this row" }).tagName).toBe("INPUT");
    expect(container.querySelector("span[aria-label]")).toBeNull();
  });

  it("keeps the input props a checkbox is given", () => {
    themed(<Checkbox slotProps={{ input: { "aria-label": "Choose Mugs" } }} />);
    expect(screen.getByRole("checkbox", { name: "Choose Mugs" })).toBeTruthy();
  });

  it("hides a zero badge for everyone, so its 0 is no visible text", () => {
    const { container } = themed(
      <Badge badgeContent={0} color="error">
        <span>icon</span>
      </Badge>,
    );
    const badge = container.querySelector(".MuiBadge-badge")!;
    expect(getComputedStyle(badge).visibility).toBe("hidden");
  });

  it("gives status chips text colours of at least 4.5:1 against white", () => {
    const palette = createTheme(theme).palette;
    for (const colour of [palette.success.main, palette.warning.main, palette.info.main, palette.error.main])
      expect(contrast(colour, "#FFFFFF"), colour).toBeGreaterThanOrEqual(4.5);
  });
});

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
