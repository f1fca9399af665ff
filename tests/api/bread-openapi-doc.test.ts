import { pageCreateSchema } from "../../server/services/pages/writes.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { contactSchema } from "../../domain/contacts.js";
import { writes } from "../../server/routes/bread/describe.js";
import { MODELS } from "../../server/routes/bread/models/index.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * The OpenAPI document describes each BREAD model on paths of its own, from the registry: its
 * record (a named component equal to the model's schema), list/read/write answers, the bodies it
 * parses, and 405 for the writes it does not do.
 */

interface Response {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Record<string, unknown> }>;
}
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<Document>();
});
afterAll(() => t.close());

const schemaOf = (response: Response | undefined) => response?.content?.["application/json"]?.schema;
const successes = (op: Operation) => Object.keys(op.responses).filter((code) => code.startsWith("2"));
const { $schema: _dialect, ...pageCreate } = z.toJSONSchema(pageCreateSchema, {
  io: "input",
  unrepresentable: "any",
});

describe("the OpenAPI document's BREAD models", () => {
  it.each([...MODELS.keys()])("%s has its own paths with its record, writes and 405s", (name) => {
    const model = MODELS.get(name)!;
    const ref = { $ref: `#/components/schemas/Bread${name}` };
    const { $schema: _s, ...record } = z.toJSONSchema(model.record, { unrepresentable: "any" });
    expect(doc.components.schemas[`Bread${name}`]).toEqual(record);

    const listPath = doc.paths[`/api/bread/${name}`]!;
    const onePath = doc.paths[`/api/bread/${name}/{id}`]!;
    const list = listPath.get!;
    expect(schemaOf(list.responses["200"])).toEqual({ type: "array", items: ref });
    expect(list.responses["200"]!.headers).toHaveProperty("Content-Range");
    expect(list.parameters?.map((p) => p.name)).toEqual(["sort", "range", "filter"]);
    expect(schemaOf(onePath.get!.responses["200"])).toEqual(ref);
    expect(onePath.get!.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(["path id"]);

    const done = writes(model);
    const ops = {
      create: [listPath.post!, "201"],
      update: [onePath.put!, "200"],
      delete: [onePath.delete!, "200"],
    } as const;
    for (const [action, [op, status]] of Object.entries(ops)) {
      if (done.includes(action as "create")) {
        expect(successes(op), `${name} ${action}`).toEqual([status]);
        expect(schemaOf(op.responses[status])).toEqual(ref);
        expect(op.responses["405"], `${name} ${action} does it`).toBeUndefined();
      } else {
        expect(successes(op), `${name} ${action}`).toEqual([]);
        expect(op.responses["405"], `${name} ${action} is refused`).toBeDefined();
        expect(op.requestBody).toBeUndefined();
      }
    }
  });

  it("shows the body a model parses itself (a page's create) and the generic object where a service parses it", () => {
    expect(doc.paths["/api/bread/Page"]!.post!.requestBody!.content["application/json"]!.schema).toEqual(
      pageCreate,
    );
    expect(
      doc.paths["/api/bread/Order/{id}"]!.put!.requestBody!.content["application/json"]!.schema,
    ).toMatchObject({
      type: "object",
    });
    expect(writes(MODELS.get("Order")!)).not.toContain("create");
    expect(successes(doc.paths["/api/bread/Order"]!.post!)).toEqual([]);
  });

  it("shows the body a service write parses (a contact's), with the store a create names", () => {
    const { $schema: _dialect, ...contact } = z.toJSONSchema(contactSchema, {
      io: "input",
      unrepresentable: "any",
    });
    const body = (path: string, method: string) =>
      doc.paths[path]![method]!.requestBody!.content["application/json"]!.schema as Record<string, unknown>;
    expect(body("/api/bread/Contact/{id}", "put")).toEqual(contact);
    expect(body("/api/bread/Contact", "post")).toEqual({
      ...contact,
      properties: { ...contact.properties, website_id: expect.objectContaining({ type: "integer" }) },
    });
  });

  it.each([...MODELS.keys()])("%s documents the fields of every body it accepts", (name) => {
    const bodies = { create: `/api/bread/${name}`, update: `/api/bread/${name}/{id}` } as const;
    for (const action of writes(MODELS.get(name)!)) {
      if (action !== "create" && action !== "update") continue;
      const op = doc.paths[bodies[action]]![action === "create" ? "post" : "put"]!;
      const schema = op.requestBody!.content["application/json"]!.schema as Record<string, unknown>;
      const fields = schema.properties ?? schema.anyOf ?? schema.oneOf;
      expect(fields, `${name} ${action} names its fields`).toBeDefined();
    }
  });

  it("keeps the generic paths and gives every model's operation an id of its own", () => {
    expect(doc.paths["/api/bread/{model}"]!.get).toBeDefined();
    expect(doc.paths["/api/bread/Product/{id}"]!.delete!.operationId).toBe("deleteApiBreadProductId");
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
