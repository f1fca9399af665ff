import { z } from "zod";
import { operationId } from "../../http/api-contract.js";
import type { Action } from "../../../domain/resource-rights.js";
import { describeModel, writes } from "./describe.js";
import { breadWrites, type BreadModel } from "./model.js";

/**
 * The OpenAPI document's page per BREAD model: /api/bread/{Model} and /api/bread/{Model}/{id} with
 * the model's record, its create/update body where it has one, and 405 for the writes it does not do.
 * Documentation only: the one parameterised route answers these paths, so requests cost nothing more.
 */

interface Parameter {
  name: string;
  in: string;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}
type PathItem = Record<string, Operation | undefined>;
interface OpenApiDocument {
  paths?: Record<string, PathItem | undefined>;
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
}

const LIST = "/api/bread/{model}";
const ONE = "/api/bread/{model}/{id}";

/** A zod schema as the document's JSON Schema (OpenAPI 3.1 is JSON Schema 2020-12). */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    reused: "inline",
    cycles: "ref",
  }) as Record<string, unknown>;
  return json;
}

const json = (schema: unknown) => ({ "application/json": { schema } });

/** The generic operation's error answers: what any model's request can be refused with. */
function errorsOf(op: Operation, keep405: boolean): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(op.responses ?? {}).filter(([code]) => Number(code) >= 400 && (keep405 || code !== "405")),
  );
}

/** The create or update body: the one the model's service parses. */
function bodyOf(model: BreadModel, action: "create" | "update"): z.ZodType | null {
  return breadWrites(model, action) ? (model.bodies?.[action] ?? null) : null;
}

/** A store record's create names its store in the body (else the X-Website-Id header names it). */
function withStore(
  model: BreadModel,
  action: "create" | "update",
  body: Record<string, unknown>,
): Record<string, unknown> {
  const properties = body.properties as Record<string, unknown> | undefined;
  if (model.scope !== "store" || action !== "create" || !properties || "website_id" in properties)
    return body;
  return {
    ...body,
    properties: {
      ...properties,
      website_id: { type: "integer", description: "the store; without it the X-Website-Id header's" },
    },
  };
}

const VERBS: Record<"create" | "update" | "delete", string> = {
  create: "Create",
  update: "Update",
  delete: "Delete",
};

/** Adds each model's paths to the document built from the routes, with the record as a named component. */
export function withBreadModels<T extends object>(doc: T, models: Iterable<BreadModel>): T {
  const document = doc as OpenApiDocument;
  const paths = document.paths ?? {};
  const list = paths[LIST];
  const one = paths[ONE];
  if (!list?.get || !one?.get) return doc;
  const schemas: Record<string, unknown> = { ...document.components?.schemas };
  const added: Record<string, PathItem> = {};

  for (const model of models) {
    const name = model.name;
    const component = `Bread${name}`;
    schemas[component] = jsonSchema(model.record, "output");
    const record = { $ref: `#/components/schemas/${component}` };
    const done = new Set<Action>(writes(model));
    const about = describeModel(model);

    /** The generic operation for this model: its path parameter gone, its own id and texts. */
    const operation = (
      generic: Operation,
      method: string,
      path: string,
      summary: string,
      success: Record<string, unknown> | null,
    ): Operation => {
      const { requestBody: _body, ...rest } = generic;
      return {
        ...rest,
        operationId: operationId(method, path.replace("{id}", ":id")),
        summary,
        description: about,
        parameters: (generic.parameters ?? []).filter((p) => !(p.in === "path" && p.name === "model")),
        responses: { ...(success ?? {}), ...errorsOf(generic, success === null) },
      };
    };

    const answer = (description: string) => ({ description, content: json(record) });
    const listPath = `/api/bread/${name}`;
    const onePath = `/api/bread/${name}/{id}`;
    const listItem: PathItem = {
      get: operation(list.get, "GET", listPath, `List ${name} records`, {
        200: {
          description: `One page of ${name} records (ra-data-simple-rest)`,
          headers: {
            "Content-Range": {
              description: `\`${name.toLowerCase()} <first>-<last>/<total>\``,
              schema: { type: "string" },
            },
          },
          content: json({ type: "array", items: record }),
        },
      }),
    };
    const oneItem: PathItem = {
      get: operation(one.get, "GET", onePath, `Read one ${name} record`, {
        200: answer(`The ${name} record`),
      }),
    };

    const write = (
      action: "create" | "update" | "delete",
      generic: Operation | undefined,
      method: string,
    ) => {
      if (!generic) return undefined;
      const path = action === "create" ? listPath : onePath;
      if (!done.has(action))
        return operation(
          generic,
          method,
          path,
          `${VERBS[action]} a ${name} record: not done here (405; the entity's own routes do it)`,
          null,
        );
      const status = action === "create" ? 201 : 200;
      const text = {
        create: "the created record",
        update: "the record as saved",
        delete: "the record as it was",
      };
      const op = operation(generic, method, path, `${VERBS[action]} a ${name} record`, {
        [status]: answer(text[action]),
      });
      if (action === "delete") return op;
      const body = bodyOf(model, action);
      return {
        ...op,
        requestBody: body
          ? { required: true, content: json(withStore(model, action, jsonSchema(body, "input"))) }
          : (generic.requestBody ?? undefined),
      };
    };
    listItem.post = write("create", list.post, "POST");
    oneItem.put = write("update", one.put, "PUT");
    oneItem.delete = write("delete", one.delete, "DELETE");
    added[listPath] = listItem;
    added[onePath] = oneItem;
  }

  const clean = (item: PathItem) =>
    Object.fromEntries(Object.entries(item).filter(([, op]) => op !== undefined));
  return {
    ...doc,
    paths: {
      ...paths,
      ...Object.fromEntries(Object.entries(added).map(([path, item]) => [path, clean(item)])),
    },
    components: { ...document.components, schemas },
  } as T;
}
