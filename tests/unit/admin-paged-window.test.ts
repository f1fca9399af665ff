import { describe, expect, it } from "vitest";
import { readWindow, SERVER_PAGE_LIMIT } from "../../providers/data/pagedWindow";

/** A server list of `total` numbered rows, paged by at most SERVER_PAGE_LIMIT, recording each ask. */
function server(total: number) {
  const asked: [number, number][] = [];
  const read = (page: number, perPage: number) => {
    asked.push([page, perPage]);
    if (perPage > SERVER_PAGE_LIMIT) throw new Error(`per_page ${perPage} is refused`);
    const start = (page - 1) * perPage;
    const data = Array.from({ length: Math.max(Math.min(perPage, total - start), 0) }, (_, i) => start + i);
    return Promise.resolve({ data, total });
  };
  return { asked, read };
}

describe("the admin lists' read of a page larger than the server's", () => {
  it("asks a page the server answers as it is", async () => {
    const { asked, read } = server(60);
    expect(await readWindow(2, 25, read)).toEqual({
      data: Array.from({ length: 25 }, (_, i) => 25 + i),
      total: 60,
    });
    expect(asked).toEqual([[2, 25]]);
  });

  it("reads the export's 1000 rows as server pages of 100 until the rows run out", async () => {
    const { asked, read } = server(250);
    const { data, total } = await readWindow(1, 1000, read);
    expect(total).toBe(250);
    expect(data).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(asked).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });

  it("stops at the end of the asked window", async () => {
    const { asked, read } = server(5000);
    const { data } = await readWindow(2, 200, read);
    expect(data[0]).toBe(200);
    expect(data).toHaveLength(200);
    expect(asked).toEqual([
      [3, 100],
      [4, 100],
    ]);
  });
});
