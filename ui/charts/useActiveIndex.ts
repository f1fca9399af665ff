import { useState, type KeyboardEvent, type PointerEvent } from "react";

/**
 * Which bucket the tooltip shows: the one under the pointer, or the one chosen with the arrow
 * keys while the chart has focus (so keyboard users get the same tooltip as mouse users).
 */
export function useActiveIndex(count: number, left: number, band: number) {
  const [active, setActive] = useState<number | null>(null);
  const clamp = (index: number) => Math.min(count - 1, Math.max(0, index));

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const index = Math.floor((event.clientX - box.left - left) / band);
    setActive(index >= 0 && index < count ? index : null);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    if (event.key in moves) setActive((current) => clamp((current ?? -1) + (moves[event.key] ?? 0)));
    else if (event.key === "Home") setActive(0);
    else if (event.key === "End") setActive(count - 1);
    else if (event.key === "Escape") setActive(null);
    else return;
    event.preventDefault();
  };

  return {
    active: active !== null && active < count ? active : null,
    handlers: {
      onPointerMove,
      onPointerLeave: () => setActive(null),
      onFocus: () => setActive((current) => current ?? (count > 0 ? count - 1 : null)),
      onBlur: () => setActive(null),
      onKeyDown,
    },
  };
}
