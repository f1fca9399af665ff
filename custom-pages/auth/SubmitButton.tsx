import { Button, CircularProgress } from "@mui/material";
import { useTranslate } from "react-admin";

export const SubmitButton = ({ label, pending }: { label: string; pending: boolean }) => {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={pending}
      sx={{ mt: 2, py: 1.25 }}
    >
      {pending ? (
        <CircularProgress size={22} color="inherit" aria-label={translate("ra.message.loading")} />
      ) : (
        translate(label)
      )}
    </Button>
  );
};
