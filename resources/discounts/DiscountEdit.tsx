import { DeleteButton, Edit, SaveButton, Toolbar, TopToolbar, useTranslate } from "react-admin";
import { EditPresence } from "../../providers/live/PresenceChip";
import { useParams } from "react-router-dom";
import { StaleSaveDialog, useStaleSave } from "../../ui/StaleSaveDialog";
import { usePlanFeatureLocked } from "../../ui/usePlanFeatureLocked";
import { DiscountForm } from "./DiscountForm";
import { DiscountRedemptions } from "./DiscountRedemptions";
import { useDiscountSaved } from "./useDiscountSaved";

/**
 * /Discount/:id (the spec's /discounts/edit/:id): the saved code with its products or
 * categories, and its latest uses. Saving waits for the server, so its field errors show; a save
 * on the version read, when someone else saved the discount meanwhile, opens the conflict dialog.
 */
const DiscountEdit = () => {
  const { id = "" } = useParams();
  const translate = useTranslate();
  const { onSuccess } = useDiscountSaved();
  const { stale, setStale, onError } = useStaleSave();
  // A store whose plan lost discounts keeps its codes; the server refuses changes with the upgrade text.
  const locked = usePlanFeatureLocked("discounts");
  return (
    <Edit
      resource="Discount"
      title={translate("app.money.discounts.edit_title")}
      actions={
        <TopToolbar>
          <EditPresence entity="Discount" />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess,
        onError,
      }}
    >
      <DiscountForm
        toolbar={
          <Toolbar sx={{ gap: 1, bgcolor: "background.paper" }}>
            <SaveButton />
            {locked ? null : <DeleteButton mutationMode="pessimistic" sx={{ ml: "auto" }} />}
            <StaleSaveDialog
              resource="Discount"
              id={id}
              stale={stale}
              onChange={setStale}
              onSaved={onSuccess}
            />
          </Toolbar>
        }
      />
      <DiscountRedemptions />
    </Edit>
  );
};

export default DiscountEdit;
