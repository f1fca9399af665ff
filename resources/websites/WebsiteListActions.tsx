import { Button, IconButton } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import HelpOutlineIcon from "@mui/icons-material/HelpOutline";
import { useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { ROLE_HELP_PATH } from "../../ui/paths";
import { usePhone } from "../../ui/usePhone";

/**
 * The shared list toolbar (columns, export of the listed stores as the list reads them: the
 * server's export knows neither archived stores nor owners) with the role help and create.
 * Create is offered to everyone: the create page says why a user may not create a store
 * under the store creation rules rather than hiding the way there. On a phone the help is an
 * icon, so the toolbar fits the screen's width.
 */
export const WebsiteListActions = () => {
  const translate = useTranslate();
  const small = usePhone();
  const help = translate("app.stores.role_help.open");
  return (
    <ListToolbar create={false} filters={false} readExport>
      {small ? (
        <IconButton component={Link} to={ROLE_HELP_PATH} aria-label={help} color="primary">
          <HelpOutlineIcon />
        </IconButton>
      ) : (
        <Button component={Link} to={ROLE_HELP_PATH} startIcon={<HelpOutlineIcon />}>
          {help}
        </Button>
      )}
      <Button component={Link} to="/websites/create" variant="contained" startIcon={<AddIcon />}>
        {translate("app.stores.list.create")}
      </Button>
    </ListToolbar>
  );
};
