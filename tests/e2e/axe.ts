import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue, Result } from "axe-core";
import type { Page } from "playwright-core";

/** WCAG 2.0 and 2.1, levels A and AA: the bar every back-office screen is held to. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The impacts that fail a screen. */
const BLOCKING: readonly ImpactValue[] = ["critical", "serious"];

/** How many offending elements each violation names; enough to find them, short enough to read. */
const TARGETS_SHOWN = 4;

export interface AxeViolation {
  id: string;
  impact: ImpactValue;
  help: string;
  /** How many elements fail the rule. */
  count: number;
  /** CSS selectors of the first few, with the failure summary of the first. */
  targets: string[];
  summary: string;
  /** The first offending element's markup, shortened. */
  html: string;
}

let source: Promise<string> | undefined;
const axeSource = (): Promise<string> => {
  source ??= readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  return source;
};

const readable = (result: Result): AxeViolation => ({
  id: result.id,
  impact: result.impact ?? null,
  help: result.help,
  count: result.nodes.length,
  targets: result.nodes.slice(0, TARGETS_SHOWN).map((node) => node.target.join(" >> ")),
  summary: (result.nodes[0]?.failureSummary ?? "").replace(/\s+/g, " ").trim(),
  html: (result.nodes[0]?.html ?? "").slice(0, 240),
});

/**
 * Runs axe-core in the page (injected once per document) against WCAG 2.0/2.1 A and AA and
 * returns the critical and serious violations, each with its rule, impact and a few selectors,
 * so a failed `toEqual([])` says what to fix and where.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => "axe" in window);
  // Evaluated rather than added as a <script>: the app's CSP (script-src 'self') refuses inline scripts.
  if (!injected) await page.evaluate(await axeSource());
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
      ),
    WCAG_TAGS,
  );
  return results.violations.filter((v) => BLOCKING.includes(v.impact ?? null)).map(readable);
}

/** One line per violation, for logs and summaries. */
export const describeViolations = (violations: AxeViolation[]): string[] =>
  violations.map((v) => `${v.impact} ${v.id} (${v.count}×): ${v.help} — ${v.targets.join(" | ")}`);
