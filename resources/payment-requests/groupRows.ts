import type { PaymentGroup, PaymentRow } from "../../domain/contracts/payment-requests";

export type TableItem =
  { kind: "group"; group: PaymentGroup; shown: number } | { kind: "row"; row: PaymentRow; grouped: boolean };

/**
 * The page's rows in display order: each request's rows gathered under one header where its
 * first row falls (rows keep their newest-first order), rows of no request on their own. A
 * request whose summary is missing (it cannot be: the server sums every hash on the page) is
 * shown ungrouped rather than dropped.
 */
export function groupRows(rows: readonly PaymentRow[], groups: readonly PaymentGroup[]): TableItem[] {
  const byHash = new Map(groups.map((g) => [g.hash, g]));
  const emitted = new Set<string>();
  const items: TableItem[] = [];
  for (const row of rows) {
    const group = row.hash === null ? undefined : byHash.get(row.hash);
    if (!group) {
      items.push({ kind: "row", row, grouped: false });
      continue;
    }
    if (emitted.has(group.hash)) continue;
    emitted.add(group.hash);
    const members = rows.filter((r) => r.hash === group.hash);
    items.push({ kind: "group", group, shown: members.length });
    for (const member of members) items.push({ kind: "row", row: member, grouped: true });
  }
  return items;
}
