import Box from "@mui/material/Box";
import { HttpError, useListContext } from "react-admin";
import { LockedNotice } from "../LockedNotice";
import { ListLoadError } from "./ListLoadError";

/**
 * A list's load error where a 403 means the store's plan lacks the feature (the store list the
 * screen went by may be older than the plan): the upgrade notice (`message`, gift cards by
 * default) instead of an error; any other failure offers a retry.
 */
export const PlanLockedListError = ({ message }: { message?: string }) => {
  const { error } = useListContext();
  if (error instanceof HttpError && error.status === 403)
    return (
      <Box sx={{ p: 2 }}>
        <LockedNotice message={message} />
      </Box>
    );
  return <ListLoadError />;
};
