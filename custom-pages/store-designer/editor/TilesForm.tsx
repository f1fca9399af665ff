import { useTranslate } from "react-admin";
import { Box, Divider, Typography } from "@mui/material";
import { PRODUCTS_PER_ROW, TILE_POSITIONS, type RedirectTilesData } from "../../../domain/sections";
import { SelectInput } from "./fields";
import type { FormProps } from "./formProps";
import { LinkedPicture } from "./LinkedPicture";
import { TitleInput } from "./TitleInput";

type Tile = RedirectTilesData["images"][number];

/** Picture tiles, each with a link whose title is the tile's caption. */
export const TilesForm = ({ data, onChange, errors }: FormProps<RedirectTilesData>) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.storeDesigner.fields.${key}`, options);
  const setTile = (index: number, patch: Partial<Tile>) =>
    onChange({ ...data, images: data.images.map((tile, i) => (i === index ? { ...tile, ...patch } : tile)) });
  return (
    <>
      <TitleInput
        value={data.title}
        error={errors.title}
        onChange={(title) => onChange({ ...data, title })}
      />
      <SelectInput
        label={t("rows")}
        value={data.rows}
        options={PRODUCTS_PER_ROW.map((value) => ({ value, label: String(value) }))}
        onChange={(rows) => onChange({ ...data, rows })}
      />
      <SelectInput
        label={t("position")}
        value={data.position}
        options={TILE_POSITIONS.map((value) => ({
          value,
          label: translate(`app.storeDesigner.positions.${value}`),
        }))}
        onChange={(position) => onChange({ ...data, position })}
      />
      {data.images.map((tile, index) => (
        <Box key={index} sx={{ display: "grid", gap: 1 }}>
          <Divider />
          <Typography variant="subtitle2">{t("tile", { n: index + 1 })}</Typography>
          <LinkedPicture
            label={t("tile", { n: index + 1 })}
            url={tile.url}
            link={{ title: tile.title, url: tile.redirect_url }}
            error={errors[`images.${index}.redirect_url`]}
            onUrl={(url) => setTile(index, { url })}
            onLink={(link) =>
              setTile(index, { title: link.title, redirect_url: link.url, redirect: link.url !== "" })
            }
          />
        </Box>
      ))}
    </>
  );
};
