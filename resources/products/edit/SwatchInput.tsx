import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { useEditor } from "./EditorContext";
import { useAppDataProvider } from "../../../providers/dataProvider";

/** A saved colour's swatch, changed at once for every variant of that colour (POST /api/product/swatch). */
export const SwatchInput = ({ color, value }: { color: string; value: string }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const { product, replace } = useEditor();
  const [current, setCurrent] = useState(value);
  const save = async () => {
    if (current === value) return;
    try {
      await dataProvider.setProductSwatch(product.id, color, current);
      replace({
        ...product,
        variants: product.variants.map((v) => (v.color === color ? { ...v, color_swatch: current } : v)),
      });
    } catch {
      setCurrent(value);
      notify("app.productEditor.save_failed", { type: "error" });
    }
  };
  return (
    <input
      type="color"
      aria-label={translate("app.productEditor.colors.swatch", { color })}
      value={current}
      onChange={(e) => setCurrent(e.target.value)}
      onBlur={() => void save()}
      style={{ width: 28, height: 28, border: "none", padding: 0, background: "none", cursor: "pointer" }}
    />
  );
};
