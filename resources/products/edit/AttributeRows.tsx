import { Button, IconButton, MenuItem, Stack, TextField } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { useTranslate } from "react-admin";
import { ATTRIBUTE_TYPES, type AttributeType } from "../../../domain/variants";

export interface AttributeRow {
  name: string;
  type: AttributeType;
  value: string;
}

const TYPE_LABEL: Record<AttributeType, string> = {
  text: "app.productEditor.dialog.type_text",
  color: "app.productEditor.dialog.type_color",
  boolean: "app.productEditor.dialog.type_boolean",
};

/** Custom attributes of a variant: name, type (Text, Color, True or false) and value. */
export const AttributeRows = ({
  rows,
  onChange,
  errors,
}: {
  rows: AttributeRow[];
  onChange: (rows: AttributeRow[]) => void;
  errors: Record<string, string>;
}) => {
  const translate = useTranslate();
  const update = (i: number, patch: Partial<AttributeRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack spacing={1}>
      {rows.map((row, i) => (
        <Stack key={i} direction="row" spacing={1} alignItems="flex-start">
          <TextField
            size="small"
            label={translate("app.productEditor.dialog.attr_name")}
            value={row.name}
            onChange={(e) => update(i, { name: e.target.value })}
            error={Boolean(errors[`attributes.${i}.name`])}
            helperText={errors[`attributes.${i}.name`]}
            data-invalid={errors[`attributes.${i}.name`] ? "true" : undefined}
          />
          <TextField
            select
            size="small"
            label={translate("app.productEditor.dialog.attr_type")}
            value={row.type}
            onChange={(e) =>
              update(i, {
                type: e.target.value as AttributeType,
                value: e.target.value === "boolean" ? "true" : "",
              })
            }
            sx={{ minWidth: 140 }}
          >
            {ATTRIBUTE_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {translate(TYPE_LABEL[t])}
              </MenuItem>
            ))}
          </TextField>
          {row.type === "boolean" ? (
            <TextField
              select
              size="small"
              label={translate("app.productEditor.dialog.attr_value")}
              value={row.value}
              onChange={(e) => update(i, { value: e.target.value })}
              sx={{ minWidth: 100 }}
            >
              <MenuItem value="true">true</MenuItem>
              <MenuItem value="false">false</MenuItem>
            </TextField>
          ) : (
            <TextField
              size="small"
              type={row.type === "color" ? "color" : "text"}
              label={translate("app.productEditor.dialog.attr_value")}
              value={row.value}
              onChange={(e) => update(i, { value: e.target.value })}
              error={Boolean(errors[`attributes.${i}.value`])}
              helperText={errors[`attributes.${i}.value`]}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <IconButton
            aria-label={translate("app.productEditor.dialog.remove_attribute")}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        onClick={() => onChange([...rows, { name: "", type: "text", value: "" }])}
        sx={{ alignSelf: "flex-start" }}
      >
        {translate("app.productEditor.dialog.add_attribute")}
      </Button>
    </Stack>
  );
};
