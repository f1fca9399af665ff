import { Avatar, List, ListItem, ListItemAvatar, ListItemButton, ListItemText } from "@mui/material";
import { RecordContextProvider, useListContext, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { rowRights } from "./rowRights";
import { WebsiteRowMenu } from "./WebsiteRowMenu";
import type { WebsiteRecord } from "../../domain/contracts/websites";

/**
 * Phones: one line per store with its logo and state, and the same row menu as the table. The
 * menu sits beside the row's link, not inside it, so each control is reached on its own.
 */
export const WebsiteSimpleList = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const { data = [] } = useListContext<WebsiteRecord>();
  return (
    <List dense>
      {data.map((record) => {
        const state = record.archived_at
          ? translate("app.stores.list.archived_chip")
          : translate(Number(record.is_launched) ? "app.website.launched" : "app.website.not_launched");
        const demo = Number(record.is_demo) ? ` · ${translate("app.website.demo")}` : "";
        const content = (
          <>
            <ListItemAvatar>
              <Avatar src={record.logo_url ?? undefined} variant="rounded" sx={{ bgcolor: "primary.main" }}>
                {record.name.charAt(0).toUpperCase()}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={record.name} secondary={`${state}${demo}`} />
          </>
        );
        // A row opens its settings where the user may change them.
        const opens = user !== undefined && rowRights(user, record).settings;
        return (
          <RecordContextProvider key={record.id} value={record}>
            <ListItem disablePadding={opens} secondaryAction={<WebsiteRowMenu />}>
              {opens ? (
                <ListItemButton component={Link} to={`/websites/${record.id}`}>
                  {content}
                </ListItemButton>
              ) : (
                content
              )}
            </ListItem>
          </RecordContextProvider>
        );
      })}
    </List>
  );
};
