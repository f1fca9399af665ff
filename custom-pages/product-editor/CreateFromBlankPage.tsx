import { useMemo, useState } from "react";
import { Alert, Avatar, Box, Skeleton, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { orderSizes } from "../../domain/variants";
import { editorApi } from "./api";
import { CreateForm } from "./CreateForm";
import { NAME_MAX } from "./DetailsCard";
import { ProductNameField } from "./ProductNameField";
import { ToggleChips } from "./ToggleChips";
import { useBlank } from "./useBlank";
import { useCreateProduct } from "./useCreateProduct";

/**
 * /products/create/:smakeId: the simple create from a blank. Choose colours and sizes (every size
 * on by default, spec §4), name it, and continue in the editor. The design and mockup steps are
 * the product creator's (issue 6).
 */
const CreateFromBlankPage = () => {
  const translate = useTranslate();
  const smakeId = Number(useParams().smakeId);
  const { blank, failed } = useBlank(smakeId);
  const colorInfo = useMemo(() => {
    const seen = new Map<string, { swatch: string; photo: string | null }>();
    for (const v of blank?.variants ?? [])
      if (v.available === 1 && !seen.has(v.color))
        seen.set(v.color, {
          swatch: v.color_swatch,
          photo: v.images.find((i) => i.place === "front")?.url ?? null,
        });
    return seen;
  }, [blank]);
  const sizes = useMemo(() => orderSizes((blank?.variants ?? []).map((v) => v.size)), [blank]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [offSizes, setOffSizes] = useState<string[]>([]);
  const [name, setName] = useState<string | null>(null);
  const { submit, pending, errors } = useCreateProduct();
  const title = translate("app.productEditor.page.create");

  if (failed)
    return (
      <Box p={2}>
        <Title title={title} />
        <Alert severity="error">{translate("app.productEditor.create.blank_not_found")}</Alert>
      </Box>
    );
  if (!blank)
    return (
      <Box p={2} aria-busy="true">
        <Title title={title} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );

  const productName = name ?? blank.name.slice(0, NAME_MAX);
  const create = async () => {
    const product = await editorApi.create({
      supplier_product_id: blank.id,
      name: productName,
      colors: chosen,
      sizes: sizes.filter((s) => !offSizes.includes(s)),
    });
    return `/products/edit/${product.id}`;
  };

  return (
    <CreateForm title={title} disabled={pending || chosen.length === 0} onCreate={() => void submit(create)}>
      <Typography variant="h6" component="h2">
        {translate("app.productEditor.create.choose")}
      </Typography>
      <ProductNameField value={productName} onChange={setName} error={errors.name} />
      <ToggleChips
        label={translate("app.productEditor.colors.title")}
        items={[...colorInfo.keys()]}
        isOn={(color) => chosen.includes(color)}
        onToggle={(color) =>
          setChosen((c) => (c.includes(color) ? c.filter((x) => x !== color) : [...c, color]))
        }
        avatar={(color) => {
          const info = colorInfo.get(color);
          return <Avatar src={info?.photo ?? undefined} alt="" sx={{ bgcolor: info?.swatch }} />;
        }}
      />
      {errors.colors ? <Typography color="error">{errors.colors}</Typography> : null}
      <ToggleChips
        label={translate("app.productEditor.colors.sizes")}
        items={sizes}
        isOn={(size) => !offSizes.includes(size)}
        onToggle={(size) =>
          setOffSizes((s) => (s.includes(size) ? s.filter((x) => x !== size) : [...s, size]))
        }
      />
    </CreateForm>
  );
};

export default CreateFromBlankPage;
