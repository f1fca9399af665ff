import { LinearProgress } from "@mui/material";
import { useTranslate } from "react-admin";
import { useFormState } from "react-hook-form";

/** A bar under a dialog form's fields while its save runs (a store copy takes a while), named for screen readers. */
export const FormSavingProgress = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return isSubmitting ? <LinearProgress sx={{ mt: 2 }} aria-label={translate(label)} /> : null;
};
