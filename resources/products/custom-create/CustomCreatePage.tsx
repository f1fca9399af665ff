import { useState } from "react";
import { Chip, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { LibraryFile } from "../../../domain/library";
import { DEFAULT_CUSTOM_PRICING } from "../../../domain/pricing";
import { orderSizes } from "../../../domain/variants";
import { CustomColorForm } from "../edit/CustomColorForm";
import { AddSizeField } from "../edit/AddSizeField";
import { CreateForm } from "./CreateForm";
import { CustomCostFields } from "../edit/CustomCostFields";
import { ProductNameField } from "./ProductNameField";
import { StorePictureField } from "../edit/StorePictureField";
import type { CustomPricing } from "../../../domain/pricing";
import { useCreateProduct } from "./useCreateProduct";
import { useAppDataProvider } from "../../../providers/dataProvider";

/** /products/custom/create: a product without a supplier blank, with the spec's default cost lines. */
const CustomCreatePage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [name, setName] = useState("");
  const [colors, setColors] = useState<{ name: string; swatch: string }[]>([]);
  const [sizes, setSizes] = useState<string[]>([]);
  const [custom, setCustom] = useState<CustomPricing>({ ...DEFAULT_CUSTOM_PRICING });
  const [picture, setPicture] = useState<LibraryFile | null>(null);
  const { submit, pending, errors } = useCreateProduct();

  const create = async () => {
    const product = await dataProvider.createCustomProduct({
      name,
      custom_colors: colors,
      sizes,
      custom,
      ...(picture ? { picture_file_id: picture.id } : {}),
    });
    return `/products/edit/custom/${product.id}`;
  };

  return (
    <CreateForm
      title={translate("app.productEditor.page.create_custom")}
      disabled={pending}
      onCreate={() => void submit(create)}
    >
      <ProductNameField value={name} onChange={setName} error={errors.name} required />
      <Typography variant="subtitle2">{translate("app.productEditor.colors.title")}</Typography>
      <CustomColorForm
        onAdd={(c) => setColors((list) => (list.some((x) => x.name === c.name) ? list : [...list, c]))}
      />
      <Stack direction="row" gap={1} flexWrap="wrap">
        {colors.map((c) => (
          <Chip
            key={c.name}
            label={c.name}
            sx={{ borderLeft: 12, borderColor: c.swatch }}
            onDelete={() => setColors((l) => l.filter((x) => x !== c))}
          />
        ))}
      </Stack>
      {errors.custom_colors ? <Typography color="error">{errors.custom_colors}</Typography> : null}
      <AddSizeField onAdd={(size) => setSizes((s) => orderSizes([...s, size]))} />
      <Stack direction="row" gap={1} flexWrap="wrap">
        {sizes.map((s) => (
          <Chip key={s} label={s} onDelete={() => setSizes((l) => l.filter((x) => x !== s))} />
        ))}
      </Stack>
      {errors.sizes ? <Typography color="error">{errors.sizes}</Typography> : null}
      <CustomCostFields value={custom} onChange={setCustom} />
      <StorePictureField src={picture?.url ?? null} name={name} onPick={setPicture} disabled={pending} />
      {errors.picture_file_id ? <Typography color="error">{errors.picture_file_id}</Typography> : null}
    </CreateForm>
  );
};

export default CustomCreatePage;
