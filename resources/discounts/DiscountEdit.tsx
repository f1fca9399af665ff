import { useState } from "react";
import { DeleteButton, Edit, SaveButton, Toolbar, TopToolbar, useNotify, useTranslate } from "react-admin";
import { PresenceChip } from "../../providers/live/PresenceChip";
import { useParams } from "react-router-dom";
import { readFailure } from "../../ui/useServerText";
import { staleSave, StaleSaveDialog, type StaleSave } from "../../ui/StaleSaveDialog";
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
  const notify = useNotify();
  const { onSuccess } = useDiscountSaved();
  const [stale, setStale] = useState<StaleSave | null>(null);
  // A store whose plan lost discounts keeps its codes; the server refuses changes with the upgrade text.
  const locked = usePlanFeatureLocked("discounts");
  return (
    <Edit
      resource="Discount"
      title={translate("app.money.discounts.edit_title")}
      actions={
        <TopToolbar>
          <PresenceChip entity="Discount" id={id} />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess,
        onError: (error, variables) => {
          const conflict = staleSave(error, variables.data, variables.previousData);
          if (conflict) setStale(conflict);
          // Any other failure says what the server said, as react-admin's own edit does.
          else notify(readFailure(error).message ?? "ra.notification.http_error", { type: "error" });
        },
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
