import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
} from "@mui/material";
import { LinkBase, useCanAccess, useTranslate } from "react-admin";
import { isAdminUser } from "../../../providers/access";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { useCurrentUser } from "../../../ui/useCurrentUser";

/**
 * A page that needs an active store asks for one instead of loading without it.
 * The store rule picks a store whenever the user has any, so this mostly offers to create one.
 */
export const SelectStoreDialog = () => {
  const translate = useTranslate();
  const { websites, setActiveWebsite } = useActiveWebsite();
  const { canAccess: canCreate } = useCanAccess({ resource: "Website", action: "create" });
  const { user } = useCurrentUser();
  // "/" sends users without a company to the store pages, so they go to their account instead.
  const hasMainDashboard = user !== undefined && (isAdminUser(user) || user.company_id !== null);

  return (
    <Dialog open aria-labelledby="select-store-title" maxWidth="xs" fullWidth>
      <DialogTitle id="select-store-title">{translate("app.shell.select_store.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(websites.length > 0 ? "app.shell.select_store.text" : "app.shell.select_store.none")}
        </DialogContentText>
        <List>
          {websites.map((website) => (
            <ListItemButton key={website.id} onClick={() => setActiveWebsite(website.id)}>
              <ListItemText primary={website.name} secondary={`/store/${website.link}/`} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button component={LinkBase} to={hasMainDashboard ? "/" : "/user/edit"}>
          {translate(hasMainDashboard ? "app.shell.select_store.home" : "app.shell.select_store.account")}
        </Button>
        {canCreate ? (
          <Button component={LinkBase} to="/websites/create" variant="contained">
            {translate("app.shell.select_store.create")}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
};
