import { useState } from "react";
import { Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from "@mui/material";
import { Title, useNotify, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { DEFAULT_CUSTOM_PRICING } from "../../domain/pricing";
import { orderSizes } from "../../domain/variants";
import { readFailure } from "../../src/useServerText";
import { editorApi } from "./api";
import { CustomColorForm } from "./CustomColorForm";
import { NAME_MAX } from "./DetailsCard";
import { toCents, toDollars } from "./draft";

type CostKey = keyof typeof DEFAULT_CUSTOM_PRICING;
const COST_KEYS: CostKey[] = ["cost", "first_custom_fee", "second_custom_fee", "third_custom_fee"];

/** /products/custom/create: a product without a supplier blank, with the spec's default cost lines. */
const CustomCreatePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [colors, setColors] = useState<{ name: string; swatch: string }[]>([]);
  const [sizes, setSizes] = useState<string[]>([]);
  const [size, setSize] = useState("");
  const [custom, setCustom] = useState<Record<CostKey, number>>({ ...DEFAULT_CUSTOM_PRICING });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const create = async () => {
    setPending(true);
    try {
      const product = await editorApi.createCustom({ name, custom_colors: colors, sizes, custom });
      navigate(`/products/edit/custom/${product.id}`);
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
      <Title title={translate("app.productEditor.page.create_custom")} />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <TextField
              label={translate("app.productEditor.create.name")}
              value={name}
              required
              onChange={(e) => setName(e.target.value.slice(0, NAME_MAX))}
              error={Boolean(errors.name)}
              helperText={
                errors.name ??
                translate("app.productEditor.details.counter", { count: name.length, max: NAME_MAX })
              }
            />
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
            <Stack direction="row" spacing={1}>
              <TextField
                size="small"
                label={translate("app.productEditor.colors.sizes")}
                value={size}
                onChange={(e) => setSize(e.target.value)}
              />
              <Button
                disabled={size.trim() === ""}
                onClick={() => {
                  setSizes((s) => orderSizes([...s, size.trim()]));
                  setSize("");
                }}
              >
                +
              </Button>
            </Stack>
            <Stack direction="row" gap={1} flexWrap="wrap">
              {sizes.map((s) => (
                <Chip key={s} label={s} onDelete={() => setSizes((l) => l.filter((x) => x !== s))} />
              ))}
            </Stack>
            {errors.sizes ? <Typography color="error">{errors.sizes}</Typography> : null}
            <Stack direction="row" gap={2} flexWrap="wrap">
              {COST_KEYS.map((key) => (
                <TextField
                  key={key}
                  size="small"
                  type="number"
                  label={translate(`app.productEditor.create.${key}`)}
                  value={toDollars(custom[key])}
                  onChange={(e) =>
                    setCustom((c) => ({ ...c, [key]: Math.max(0, toCents(e.target.value) ?? 0) }))
                  }
                  slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
                />
              ))}
            </Stack>
            <Button
              variant="contained"
              sx={{ alignSelf: "flex-end" }}
              disabled={pending}
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

export default CustomCreatePage;
