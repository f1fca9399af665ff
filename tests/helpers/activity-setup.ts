import { appendFileSync } from "node:fs";
import { afterAll, afterEach } from "vitest";
import { describeViolations, pendingLine, PRINT_PENDING, takeActivityViolations } from "./activity-check.js";
import { PENDING_OUT } from "./activity-pending-out.js";

/**
 * Setup file of the api project: a test whose writes broke the activity rule fails (writes made in
 * beforeAll/afterAll fail the file). With ACTIVITY_PENDING=print the violations are collected for
 * the pending list instead.
 */
async function failOnViolations(): Promise<void> {
  const found = await takeActivityViolations();
  if (found.length === 0) return;
  if (PRINT_PENDING) {
    appendFileSync(PENDING_OUT, found.map((v) => `${pendingLine(v)} // ${v.problem}\n`).join(""));
    return;
  }
  throw new Error(describeViolations(found));
}

afterEach(failOnViolations);
afterAll(failOnViolations);
