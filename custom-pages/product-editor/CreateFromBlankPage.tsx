import { useMemo, useState } from "react";
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { Title, useNotify, useTranslate } from "react-admin";
import { useNavigate, useParams } from "react-router-dom";
import { orderSizes } from "../../domain/variants";
import { readFailure } from "../../src/useServerText";
import { editorApi } from "./api";
import { NAME_MAX } from "./DetailsCard";
import { useBlank } from "./useBlank";

/**
 * /products/create/:smakeId: the simple create from a blank. Choose colours and sizes (every size
 * on by default, spec §4), name it, and continue in the editor. The design and mockup steps are
 * the product creator's (issue 6).
 */
const CreateFromBlankPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const smakeId = Number(useParams().smakeId);
  const { blank, failed } = useBlank(smakeId);
  const colors = useMemo(() => {
    const seen = new Map<string, { swatch: string; photo: string | null }>();
    for (const v of blank?.variants ?? [])
      if (v.available === 1 && !seen.has(v.color))
        seen.set(v.color, {
          swatch: v.color_swatch,
          photo: v.images.find((i) => i.place === "front")?.url ?? null,
        });
    return [...seen.entries()];
  }, [blank]);
  const sizes = useMemo(() => orderSizes((blank?.variants ?? []).map((v) => v.size)), [blank]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [offSizes, setOffSizes] = useState<string[]>([]);
  const [name, setName] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
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
    setPending(true);
    try {
      const product = await editorApi.create({
        supplier_product_id: blank.id,
        name: productName,
        colors: chosen,
        sizes: sizes.filter((s) => !offSizes.includes(s)),
      });
      navigate(`/products/edit/${product.id}`);
    } catch (error) {
      const failure = readFailure(error);
      setErrors(failure.fieldErrors);
      notify(failure.message ?? "app.productEditor.save_failed", { type: "error" });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box p={2}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {translate("app.productEditor.create.choose")}
            </Typography>
            <TextField
              label={translate("app.productEditor.create.name")}
              value={productName}
              onChange={(e) => setName(e.target.value.slice(0, NAME_MAX))}
              error={Boolean(errors.name)}
              helperText={
                errors.name ??
                translate("app.productEditor.details.counter", { count: productName.length, max: NAME_MAX })
              }
            />
            <Stack
              direction="row"
              flexWrap="wrap"
              gap={1}
              role="group"
              aria-label={translate("app.productEditor.colors.title")}
            >
              {colors.map(([color, info]) => (
                <Chip
                  key={color}
                  avatar={<Avatar src={info.photo ?? undefined} alt="" sx={{ bgcolor: info.swatch }} />}
                  label={color}
                  aria-pressed={chosen.includes(color)}
                  color={chosen.includes(color) ? "primary" : "default"}
                  variant={chosen.includes(color) ? "filled" : "outlined"}
                  onClick={() =>
                    setChosen((c) => (c.includes(color) ? c.filter((x) => x !== color) : [...c, color]))
                  }
                />
              ))}
            </Stack>
            {errors.colors ? <Typography color="error">{errors.colors}</Typography> : null}
            <Stack
              direction="row"
              flexWrap="wrap"
              gap={1}
              role="group"
              aria-label={translate("app.productEditor.colors.sizes")}
            >
              {sizes.map((size) => (
                <Chip
                  key={size}
                  label={size}
                  aria-pressed={!offSizes.includes(size)}
                  color={offSizes.includes(size) ? "default" : "primary"}
                  variant={offSizes.includes(size) ? "outlined" : "filled"}
                  onClick={() =>
                    setOffSizes((s) => (s.includes(size) ? s.filter((x) => x !== size) : [...s, size]))
                  }
                />
              ))}
            </Stack>
            <Button
              variant="contained"
              sx={{ alignSelf: "flex-end" }}
              disabled={pending || chosen.length === 0}
              onClick={() => void create()}
            >
              {translate("app.productEditor.create.create")}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

export default CreateFromBlankPage;
