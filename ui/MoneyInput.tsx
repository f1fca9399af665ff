import type { ComponentProps, ReactNode } from "react";
import { FieldTitle, InputHelperText, useInput } from "react-admin";
import { MoneyField } from "./MoneyField";
import { asIs } from "./fields/values";

type MoneyInputProps = Omit<
  ComponentProps<typeof MoneyField>,
  "value" | "onChange" | "name" | "error" | "label" | "helperText" | "inputRef"
> & {
  /** The form field holding the amount in integer cents (null when the text is no amount). */
  source: string;
  /** A translation key or a text, as react-admin's inputs take it; false for none (a table's column names it). */
  label?: string | false;
  helperText?: ReactNode | false;
};

/**
 * The money field as a react-admin input: the form holds integer cents, the user edits dollars
 * as their own text (see MoneyField), and the field's error (the resolver's or the server's) shows
 * under it like every other input's.
 */
export const MoneyInput = ({ source, label, helperText, ...props }: MoneyInputProps) => {
  const { field, fieldState, isRequired } = useInput<number | null>({ source, format: asIs, parse: asIs });
  const error = fieldState.error?.message;
  const value: unknown = field.value;
  return (
    <MoneyField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={typeof value === "number" ? value : null}
      onChange={field.onChange}
      label={
        label === false ? undefined : <FieldTitle label={label} source={source} isRequired={isRequired} />
      }
      error={fieldState.invalid}
      helperText={
        helperText !== false || fieldState.invalid ? (
          <InputHelperText error={error} helperText={helperText} />
        ) : null
      }
    />
  );
};
