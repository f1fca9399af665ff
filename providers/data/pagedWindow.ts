/** The most rows a paged spec endpoint answers at once (per_page's limit on the server). */
export const SERVER_PAGE_LIMIT = 100;

/**
 * The rows of list page `page` of `perPage` rows, read from an endpoint paged by at most
 * SERVER_PAGE_LIMIT: a larger page (the list's CSV export asks for 1000 rows) is read as the
 * server pages that cover it, one after another, until the rows run out.
 */
export async function readWindow<T>(
  page: number,
  perPage: number,
  read: (serverPage: number, serverPerPage: number) => Promise<{ data: T[]; total: number }>,
): Promise<{ data: T[]; total: number }> {
  if (perPage <= SERVER_PAGE_LIMIT) return read(page, perPage).then(({ data, total }) => ({ data, total }));
  const start = (page - 1) * perPage;
  const end = start + perPage;
  const rows: T[] = [];
  let total = 0;
  for (let serverPage = Math.floor(start / SERVER_PAGE_LIMIT) + 1; ; serverPage++) {
    const answer = await read(serverPage, SERVER_PAGE_LIMIT);
    total = answer.total;
    const first = (serverPage - 1) * SERVER_PAGE_LIMIT;
    rows.push(...answer.data.slice(Math.max(start - first, 0), end - first));
    const next = serverPage * SERVER_PAGE_LIMIT;
    if (answer.data.length < SERVER_PAGE_LIMIT || next >= end || next >= total) break;
  }
  return { data: rows, total };
}
