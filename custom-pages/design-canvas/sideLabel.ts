import type { TranslateFunction } from "react-admin";

/** A print area's name: front and back translated, any other side (sleeve, pocket) as the supplier writes it. */
export function sideLabel(translate: TranslateFunction, side: string): string {
  const text = side.replace(/[_-]+/g, " ");
  return translate(`app.productCreator.sides.${side}`, { _: text.charAt(0).toUpperCase() + text.slice(1) });
}
