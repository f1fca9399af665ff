import { Button, IconButton, Stack } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { SelectInput, TextInput, useTranslate } from "react-admin";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { ATTRIBUTE_TYPES, type AttributeType } from "../../../domain/variants";
import { keepText } from "../../../ui/fields/values";
import type { AttributeRow, DialogValues } from "./variantDialogState";

const TYPE_LABEL: Record<AttributeType, string> = {
  text: "app.productEditor.dialog.type_text",
  color: "app.productEditor.dialog.type_color",
  boolean: "app.productEditor.dialog.type_boolean",
};
const TYPE_CHOICES = ATTRIBUTE_TYPES.map((t) => ({ id: t, name: TYPE_LABEL[t] }));
const BOOLEAN_CHOICES = [
  { id: "true", name: "true" },
  { id: "false", name: "false" },
];
const D = (key: string) => `app.productEditor.dialog.${key}`;

/** One attribute's name, type and value; the value's input follows the type. */
const AttributeInputs = ({ index, onRemove }: { index: number; onRemove: () => void }) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext<DialogValues>();
  const type = useWatch<DialogValues, `attributes.${number}.type`>({ name: `attributes.${index}.type` });
  const value: `attributes.${number}.value` = `attributes.${index}.value`;
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextInput source={`attributes.${index}.name`} label={D("attr_name")} parse={keepText} size="small" />
      <SelectInput
        source={`attributes.${index}.type`}
        label={D("attr_type")}
        choices={TYPE_CHOICES}
        // Every attribute has a type: no empty choice (the mark says so).
        isRequired
        // A new type starts from its own blank value.
        onChange={() => setValue(value, getValues(`attributes.${index}.type`) === "boolean" ? "true" : "")}
        size="small"
        helperText={false}
        sx={{ minWidth: 140 }}
      />
      {type === "boolean" ? (
        <SelectInput
          source={value}
          label={D("attr_value")}
          choices={BOOLEAN_CHOICES}
          translateChoice={false}
          isRequired
          size="small"
          sx={{ minWidth: 100 }}
        />
      ) : (
        <TextInput
          source={value}
          label={D("attr_value")}
          type={type === "color" ? "color" : "text"}
          parse={keepText}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <IconButton aria-label={translate(D("remove_attribute"))} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
};

const blankRow = (): AttributeRow => ({ name: "", type: "text", value: "" });

/**
 * Custom attributes of a variant: name, type (Text, Color, True or false) and value. Rows are keyed
 * by the id the form gave them, so removing a row takes its inputs (and errors) with it.
 */
export const AttributeRows = () => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray<DialogValues, "attributes">({ name: "attributes" });
  return (
    <Stack spacing={1}>
      {fields.map((field, i) => (
        <AttributeInputs key={field.id} index={i} onRemove={() => remove(i)} />
      ))}
      <Button size="small" onClick={() => append(blankRow())} sx={{ alignSelf: "flex-start" }}>
        {translate(D("add_attribute"))}
      </Button>
    </Stack>
  );
};
