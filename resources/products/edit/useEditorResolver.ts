import { useMemo } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { updateBody } from "../../../domain/contracts/product-editor";
import { saveBody } from "./draft";
import type { EditorDraft, EditorProduct } from "./types";

const checkBody = zodResolver(updateBody, undefined, { raw: true });

/**
 * The editor form's check: the save body it would send (only what changed, admin fields only for
 * admins) against the save's own schema, so a field shows the same message the server would give;
 * a valid form submits that body.
 */
export function useEditorResolver(product: EditorProduct | null, isAdmin: boolean): Resolver<FieldValues> {
  return useMemo<Resolver<FieldValues>>(
    () => (values, context, options) =>
      checkBody(product ? saveBody(product, values as EditorDraft, isAdmin) : values, context, {
        ...options,
        fields: {},
      }),
    [product, isAdmin],
  );
}
