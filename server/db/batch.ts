/**
 * PostgreSQL accepts at most 65535 bind parameters per statement and SQLite 32766; staying under
 * 30000 keeps one batch size valid on both.
 */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 500;

export function chunks<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / Math.max(1, columns))));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Runs `task` over `items` with at most `limit` in flight, keeping results in input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
