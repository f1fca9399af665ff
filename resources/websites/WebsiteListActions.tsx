import { Button } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import HelpOutlineIcon from "@mui/icons-material/HelpOutline";
import { TopToolbar, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { ROLE_HELP_PATH } from "../../ui/paths";

/**
 * Create is offered to everyone: the create page says why a user may not create a store
 * under the store creation rules rather than hiding the way there.
 */
export const WebsiteListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to={ROLE_HELP_PATH} startIcon={<HelpOutlineIcon />}>
        {translate("app.stores.role_help.open")}
      </Button>
      <Button component={Link} to="/websites/create" variant="contained" startIcon={<AddIcon />}>
        {translate("app.stores.list.create")}
      </Button>
    </TopToolbar>
  );
};
