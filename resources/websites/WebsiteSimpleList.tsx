import { Avatar } from "@mui/material";
import { SimpleList, useTranslate } from "react-admin";
import { useCurrentUser } from "../../src/useCurrentUser";
import { rowRights } from "./rowRights";
import { WebsiteRowMenu } from "./WebsiteRowMenu";
import type { WebsiteRecord } from "./types";

/** Phones: one line per store with its logo and state, the same row actions as the table. */
export const WebsiteSimpleList = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  return (
    <SimpleList<WebsiteRecord>
      leftAvatar={(record) => (
        <Avatar src={record.logo_url ?? undefined} variant="rounded" sx={{ bgcolor: "primary.main" }}>
          {record.name.charAt(0).toUpperCase()}
        </Avatar>
      )}
      primaryText={(record) => record.name}
      secondaryText={(record) =>
        record.archived_at
          ? translate("app.stores.list.archived_chip")
          : translate(Number(record.is_launched) ? "app.website.launched" : "app.website.not_launched")
      }
      tertiaryText={(record) => (Number(record.is_demo) ? translate("app.website.demo") : "")}
      rightIcon={() => <WebsiteRowMenu />}
      rowClick={(id, _resource, record) =>
        // SimpleList types its rows loosely; they are this list's WebsiteRecord rows.
        user && rowRights(user, record as WebsiteRecord).settings ? `/websites/${id}` : false
      }
    />
  );
};
