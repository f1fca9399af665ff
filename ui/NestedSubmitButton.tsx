import type { ReactNode } from "react";
import { Button } from "@mui/material";
import { useFormContext, type FieldValues } from "react-hook-form";

/**
 * The submit button of a react-admin form that may stand inside another form (the store settings'
 * tabs hold the team's forms): a click runs the form's check and `save` itself, as a click's submit
 * event never reached the inner form's save there. `save` is the form's own onSubmit too (for Enter):
 * its answer, field errors by field, is shown beside the fields.
 */
export const NestedSubmitButton = ({
  save,
  variant,
  disabled,
  children,
}: {
  save: (values: FieldValues) => Promise<Record<string, string> | undefined>;
  variant: "outlined" | "contained";
  disabled: boolean;
  children: ReactNode;
}) => {
  const { handleSubmit, setError } = useFormContext();
  const submit = handleSubmit(async (values) => {
    const errors = await save(values);
    for (const [field, message] of Object.entries(errors ?? {})) setError(field, { type: "server", message });
  });
  return (
    <Button
      type="submit"
      variant={variant}
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
    </Button>
  );
};
