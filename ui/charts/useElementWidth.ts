import { useCallback, useState } from "react";

/**
 * The rendered width of an element, kept up to date with a ResizeObserver, so that charts draw
 * in real pixels (crisp text, no viewBox stretching). Environments without ResizeObserver (jsdom)
 * get `fallback`.
 */
export function useElementWidth<T extends HTMLElement>(fallback = 640) {
  const [width, setWidth] = useState(0);
  const ref = useCallback(
    (node: T | null) => {
      if (node === null) return;
      if (typeof ResizeObserver === "undefined") {
        setWidth(node.clientWidth || fallback);
        return;
      }
      const observer = new ResizeObserver(([entry]) => {
        if (entry) setWidth(Math.floor(entry.contentRect.width));
      });
      observer.observe(node);
      setWidth(node.clientWidth || fallback);
      // React 19 runs a callback ref's returned function when the node goes away.
      return () => observer.disconnect();
    },
    [fallback],
  );
  return [ref, width] as const;
}
