import { useQueryClient } from "@tanstack/react-query";
import { HttpError, useDataProvider, useNotify, useRedirect, type RaRecord } from "react-admin";
import { uniqueSlug } from "../../domain/sections";
import { slugify } from "../../domain/slug";
import { readFailure } from "../../ui/useServerText";
import { staleSave, type FormValuesOf, type StaleSave } from "../../ui/StaleSaveDialog";
import type { ContentKindSpec } from "./kinds";
import { asString, type Values } from "../../ui/fields/values";

/** A record as its kind's form holds it (the kind's own mapping), for comparing a stale save. */
export function contentFormValues(spec: ContentKindSpec): FormValuesOf {
  return (record) => {
    const { id } = record;
    return spec.toValues(typeof id === "number" || typeof id === "string" ? { ...record, id } : undefined);
  };
}

/** After a save of a content record: its lists read again, the confirmation, back to its list. */
export function useContentSaved(resource: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: [resource] });
    notify("app.content.saved", { type: "success" });
    redirect("list", resource);
  };
}

/**
 * Creates or updates a record of a content Resource and goes back to its list. An update sends the
 * record it read (with its version, when the kind's records carry one): a record someone else saved
 * meanwhile is refused, and the refusal goes to `onStale` for the conflict dialog. A taken slug is
 * saved once more with a dash and 7 random characters appended; any other refusal answers the
 * server's field errors, which the form shows at their fields, keeping what was typed.
 */
export function useContentSave(
  resource: string,
  spec: ContentKindSpec,
  record: RaRecord | undefined,
  onStale: (stale: StaleSave) => void,
) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const saved = useContentSaved(resource);
  const hasSlug = spec.fields.some((f) => f.type === "slug");

  return async (values: Values): Promise<Record<string, string> | undefined> => {
    const write = (data: Values) =>
      record?.id === undefined
        ? dataProvider.create(resource, { data })
        : dataProvider.update(resource, { id: record.id, data, previousData: record });
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
      await saved();
      return undefined;
    } catch (error) {
      const stale = staleSave(error, values, record, contentFormValues(spec));
      if (stale) {
        onStale(stale);
        return undefined;
      }
      const { message, fieldErrors } = readFailure(error);
      notify(message ?? "app.content.save_failed", { type: "error" });
      return fieldErrors;
    }
  };
}
