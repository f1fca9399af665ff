import { describe, expect, it } from "vitest";
import { typedResource } from "../../providers/data/typedResource";

interface Thing {
  id: number;
  name: string;
}

/** A resource of two things whose calls record what they were asked. */
function things() {
  const asked: string[] = [];
  const rows: Thing[] = [
    { id: 1, name: "one" },
    { id: 2, name: "two" },
  ];
  const adapter = typedResource({
    getOne: (id) => {
      asked.push(`one ${id}`);
      const row = rows.find((r) => r.id === id);
      return row ? Promise.resolve(row) : Promise.reject(new Error("missing"));
    },
    update: (id, data) => {
      asked.push(`update ${id} ${JSON.stringify(data)}`);
      return Promise.resolve({ id, name: String(data.name) });
    },
    delete: (id) => {
      asked.push(`delete ${id}`);
      return Promise.resolve();
    },
  });
  return { asked, adapter };
}

describe("typedResource", () => {
  it("reads several records one by one when the resource has no call for many, ids as numbers", async () => {
    const { asked, adapter } = things();
    const { data } = await adapter.getMany("Thing", { ids: ["2", 1] });
    expect(data).toEqual([
      { id: 2, name: "two" },
      { id: 1, name: "one" },
    ]);
    expect(asked).toEqual(["one 2", "one 1"]);
  });

  it("answers a write with the record the call returns", async () => {
    const { adapter } = things();
    const saved = await adapter.update("Thing", { id: "1", data: { name: "uno" }, previousData: { id: 1 } });
    expect(saved.data).toEqual({ id: 1, name: "uno" });
  });

  it("answers a delete with the record as it was, and deletes many one at a time", async () => {
    const { asked, adapter } = things();
    const gone = await adapter.delete("Thing", { id: 2, previousData: { id: 2, name: "two" } });
    expect(gone.data).toEqual({ id: 2, name: "two" });
    const many = await adapter.deleteMany("Thing", { ids: [1, 2] });
    expect(many.data).toEqual([1, 2]);
    expect(asked).toEqual(["delete 2", "delete 1", "delete 2"]);
  });

  it("offers only the methods its calls make", () => {
    const { adapter } = things();
    expect(Object.keys(adapter).sort()).toEqual(["delete", "deleteMany", "getMany", "getOne", "update"]);
  });
});
