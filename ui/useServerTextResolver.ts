import { useMemo } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { useServerText } from "./useServerText";

/** Each error message under an error tree, said again in the UI language (refs are left alone). */
function resayMessages(node: unknown, say: (text: string) => string): void {
  if (typeof node !== "object" || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "ref") continue;
    if (key === "message" && typeof value === "string") Reflect.set(node, key, say(value));
    else resayMessages(value, say);
  }
}

/**
 * A form's resolver built on one of the server's schemas: the schema's messages are the server's
 * texts, so the form shows them in the UI language as it shows the server's own refusals.
 */
export function useServerTextResolver<Values extends FieldValues, Context, Checked>(
  check: Resolver<Values, Context, Checked>,
): Resolver<Values, Context, Checked> {
  const serverText = useServerText();
  return useMemo(() => {
    const resaid: Resolver<Values, Context, Checked> = async (values, context, options) => {
      const result = await check(values, context, options);
      resayMessages(result.errors, serverText);
      return result;
    };
    return resaid;
  }, [check, serverText]);
}
