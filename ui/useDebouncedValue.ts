import { useEffect, useState } from "react";

/** Search boxes wait 700 ms after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 700;

export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
