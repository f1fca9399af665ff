import Box from "@mui/material/Box";
import { HttpError, useListContext } from "react-admin";
import { ListLoadError } from "../../../ui/lists/ListLoadError";
import { LockedNotice } from "../../../ui/LockedNotice";

/** A 403 means the store's plan lacks gift cards (the store list may be older than the plan). */
export const GiftCardProductListError = () => {
  const { error } = useListContext();
  if (error instanceof HttpError && error.status === 403)
    return (
      <Box sx={{ p: 2 }}>
        <LockedNotice />
      </Box>
    );
  return <ListLoadError />;
};
