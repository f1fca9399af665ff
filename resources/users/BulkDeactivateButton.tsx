import { Button, useListContext, useTranslate } from "react-admin";
import BlockIcon from "@mui/icons-material/Block";
import { useSetUserActive } from "./useSetUserActive";

/** Deactivates every selected user after one confirmation (the server refuses yourself and the last admin). */
export const BulkDeactivateButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const { deactivateMany } = useSetUserActive();
  return (
    <Button
      label={translate("app.admin.users.deactivate")}
      color="error"
      onClick={() =>
        void deactivateMany(selectedIds.map(Number)).then((done) => {
          if (done) onUnselectItems();
        })
      }
    >
      <BlockIcon />
    </Button>
  );
};
