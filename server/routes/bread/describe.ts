import type { Action } from "../../../domain/resource-rights.js";
import { breadWrites, type BreadModel } from "./model.js";

const SCOPES: Record<BreadModel["scope"], string> = {
  store:
    "records of one store (filter website_id, else the active store unless filter all is true, else every store the caller may list)",
  self: "the stores themselves",
  platform: "records of no store",
  own: "the caller's own records",
};

/** Which writes a model does through BREAD; the others answer 405. */
export function writes(model: BreadModel): Action[] {
  const done: Action[] = [];
  if (breadWrites(model, "create")) done.push("create");
  if (breadWrites(model, "update")) done.push("update");
  if (!model.noDelete && breadWrites(model, "delete")) done.push("delete");
  return done;
}

/** One model's line: its scope, the right each action needs, its writes, filters, sorts and search. */
export function describeModel(model: BreadModel): string {
  const rights = (Object.entries(model.rights) as [Action, string][])
    .map(
      ([action, right]) =>
        `${action}: ${right}${model.plan?.[action] ? ` + plan ${model.plan[action]}` : ""}`,
    )
    .join(", ");
  const filters = ["q", "id", ...Object.keys(model.filters), ...Object.keys(model.customFilters ?? {})];
  return (
    `**${model.name}**: ${SCOPES[model.scope]}. Rights: ${rights}. ` +
    `Writes: ${writes(model).join(", ") || "none (405)"}. ` +
    `Filters: ${filters.join(", ")} (dates and numbers also _gte/_lte). ` +
    `Sorts: ${model.sorts.join(", ")} (default ${model.defaultSort.join(" ")}). ` +
    `q searches: ${model.search.join(", ") || "nothing"}.`
  );
}

/**
 * The OpenAPI description of /api/bread/{model}: every model with its scope, the right each action
 * needs, its plan features, filters, sorts and search, read from the registry itself so the
 * document cannot disagree with what the server does.
 */
export function describeModels(models: Iterable<BreadModel>): string {
  const lines = ["Models:", ""];
  for (const model of models) lines.push(`- ${describeModel(model)}`);
  return lines.join("\n");
}
