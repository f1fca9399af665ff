import { Link, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";

export const AuthLink = ({ to, label }: { to: string; label: string }) => {
  const translate = useTranslate();
  return (
    <Link component={LinkBase} to={to} underline="hover" fontWeight={600} variant="body2">
      {translate(label)}
    </Link>
  );
};

/** "Already have an account? Sign in" style line under a card. */
export const AuthPrompt = ({ prompt, to, label }: { prompt: string; to: string; label: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(prompt)} <AuthLink to={to} label={label} />
    </Typography>
  );
};

/** The footer of the pages that ask for a mail or an invitation: back to the sign-in page. */
export const BackToLogin = () => (
  <AuthPrompt prompt="app.auth.have_account" to="/login" label="app.auth.back_to_login" />
);
