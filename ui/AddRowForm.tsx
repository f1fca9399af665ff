import { useState, type ComponentProps, type ReactNode } from "react";
import { Stack } from "@mui/material";
import { Form, TextInput, useTranslate, type FormProps, type TextInputProps } from "react-admin";
import { useWatch, type FieldValues } from "react-hook-form";
import { NestedSubmitButton } from "./NestedSubmitButton";
import { keepText } from "./fields/values";

/** What an add did: nothing when it was added, else the errors to say beside the fields, by field. */
export type AddOutcome = Record<string, string> | undefined;

/**
 * A one-line form that adds one thing (a level, an address, a domain): its inputs and the submit
 * button side by side, stacked on a phone; Enter submits, errors stand beside the fields without a
 * toast. After each success it starts again empty, without values or errors: react-admin resets a
 * form only when its record changes, and the empty record never does. `onAdd` runs once the form
 * has handed its values over, so inputs it disables meanwhile are not left out of them. `above`
 * stands inside the form, over the row (what it adds to, reading the form's state).
 */
export const AddRowForm = ({
  empty,
  resolver,
  onAdd,
  submitLabel,
  submitVariant = "outlined",
  disabled,
  canAdd,
  spaced = false,
  above,
  children,
}: {
  empty: Record<string, unknown>;
  resolver?: FormProps["resolver"];
  onAdd: (values: FieldValues) => Promise<AddOutcome>;
  submitLabel: string;
  submitVariant?: "outlined" | "contained";
  disabled: boolean;
  /** Whether the values typed or chosen so far can be added at all (the button stays off until then). */
  canAdd?: (values: FieldValues) => boolean;
  /** A gap under the row, where more of the screen follows straight below it. */
  spaced?: boolean;
  above?: ReactNode;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const [round, setRound] = useState(0);
  // The form's own save, for Enter in a field: without it react-admin would hand the values to the
  // page's save (the store settings' own, around these forms).
  const add = async (values: FieldValues) => {
    const errors = await onAdd(values);
    if (errors === undefined) setRound((n) => n + 1);
    return errors;
  };
  return (
    <Form
      key={round}
      record={empty}
      resolver={resolver}
      onSubmit={add}
      noValidate
      disableInvalidFormNotification
    >
      {above}
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ alignItems: "flex-start", mb: spaced ? 2 : 0 }}
      >
        {children}
        <AddButton variant={submitVariant} disabled={disabled} canAdd={canAdd} save={add}>
          {translate(submitLabel)}
        </AddButton>
      </Stack>
    </Form>
  );
};

/** The row's button: off while an add runs, or while the values cannot be added yet. */
const AddButton = ({
  canAdd,
  disabled,
  ...button
}: Omit<ComponentProps<typeof NestedSubmitButton>, "disabled"> & {
  disabled: boolean;
  canAdd?: (values: FieldValues) => boolean;
}) => {
  const values = useWatch();
  return <NestedSubmitButton {...button} disabled={disabled || (canAdd !== undefined && !canAdd(values))} />;
};

/** A text field of the row: small, its errors said in the row without a helper line, text kept as typed. */
export const AddRowTextInput = (props: Omit<TextInputProps, "size" | "parse" | "helperText">) => (
  <TextInput {...props} size="small" parse={keepText} helperText={false} />
);
