import { Alert, AlertTitle, Button } from "@mui/material";
import { useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import type { CreateBlocker } from "./createRules";

/** Why this user cannot create a store, and where to fix it when they can fix it themselves. */
export const CreateNotAllowed = ({ reason }: { reason: CreateBlocker }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      action={
        reason === "needs_address" ? (
          <Button component={Link} to="/user/edit" color="inherit" size="small">
            {translate("app.stores.create.add_address")}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{translate("app.stores.create.not_allowed")}</AlertTitle>
      {translate(`app.stores.create.reason.${reason}`)}
    </Alert>
  );
};
