import { useQueryClient } from "@tanstack/react-query";
import { HttpError, useDataProvider, useNotify, useRedirect, type Identifier } from "react-admin";
import { uniqueSlug } from "../../domain/sections";
import { slugify } from "../../domain/slug";
import { readFailure } from "../../ui/useServerText";
import type { ContentKindSpec } from "./kinds";
import { asString, type Values } from "../../ui/fields/values";

/**
 * Creates or updates a record of a content Resource and goes back to its list. A taken slug is
 * saved once more with a dash and 7 random characters appended; any other refusal answers the
 * server's field errors, which the form shows at their fields, keeping what was typed.
 */
export function useContentSave(resource: string, spec: ContentKindSpec, id: Identifier | undefined) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const hasSlug = spec.fields.some((f) => f.type === "slug");

  return async (values: Values): Promise<Record<string, string> | undefined> => {
    const write = (data: Values) =>
      id === undefined
        ? dataProvider.create(resource, { data })
        : dataProvider.update(resource, { id, data, previousData: { id } });
    try {
      try {
        await write(values);
      } catch (error) {
        const taken =
          error instanceof HttpError && error.status === 409 && readFailure(error).fieldErrors.slug;
        if (!hasSlug || !taken) throw error;
        const slug = uniqueSlug(slugify(asString(values.slug) || asString(values.name), 92) || "page");
        await write({ ...values, slug });
        notify("app.content.slug_changed", { type: "info", messageArgs: { slug } });
      }
      await queryClient.invalidateQueries({ queryKey: [resource] });
      notify("app.content.saved", { type: "success" });
      redirect("list", resource);
      return undefined;
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      notify(message ?? "app.content.save_failed", { type: "error" });
      return fieldErrors;
    }
  };
}
