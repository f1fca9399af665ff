import { useTranslate } from "react-admin";
import { Box } from "@mui/material";
import { FONT_STYLES, FONT_WEIGHTS, MIN_FONT_SIZE_PT, type SectionStyle } from "../../../domain/sections";
import { NumberInput, SelectInput } from "./fields";

const FONT_SIZES = ["mainHeaderFontSize", "secondHeaderFontSize", "paragraphFontSize"] as const;

/** Section height, three font sizes (at least 1 pt), italic and bold. */
export const StyleFields = ({
  style,
  onChange,
  errors,
}: {
  style: SectionStyle;
  onChange: (style: SectionStyle) => void;
  errors: Record<string, string>;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.storeDesigner.style.${key}`);
  const set = <K extends keyof SectionStyle>(key: K, value: SectionStyle[K]) => {
    const next = { ...style, [key]: value };
    if (value === undefined) delete next[key];
    onChange(next);
  };
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1.5 }}>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <NumberInput
          label={t("sectionHeight")}
          value={style.sectionHeight}
          min={0}
          error={errors["style.sectionHeight"]}
          onChange={(v) => set("sectionHeight", v)}
        />
      </Box>
      {FONT_SIZES.map((key) => (
        <Box key={key} sx={{ gridColumn: key === "paragraphFontSize" ? "1 / -1" : undefined }}>
          <NumberInput
            label={t(key)}
            value={style[key]}
            min={MIN_FONT_SIZE_PT}
            error={errors[`style.${key}`]}
            onChange={(v) => set(key, v)}
          />
        </Box>
      ))}
      <SelectInput
        label={t("fontStyle")}
        value={style.fontStyle ?? "normal"}
        options={FONT_STYLES.map((value) => ({ value, label: t(value) }))}
        onChange={(v) => set("fontStyle", v)}
      />
      <SelectInput
        label={t("fontWeight")}
        value={style.fontWeight ?? "normal"}
        options={FONT_WEIGHTS.map((value) => ({ value, label: t(value) }))}
        onChange={(v) => set("fontWeight", v)}
      />
    </Box>
  );
};
