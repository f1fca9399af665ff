import { useRef } from "react";

/**
 * The same object while its content is the same. A react-admin <Form> resets whenever its record
 * changes; each form gets its own slice of the store, so saving one section (which refreshes the
 * whole store) does not wipe unsaved edits in another.
 */
export function useStableRecord<T>(value: T): T {
  const ref = useRef<{ json: string; value: T } | null>(null);
  const json = JSON.stringify(value);
  if (ref.current === null || ref.current.json !== json) ref.current = { json, value };
  return ref.current.value;
}
