import { DeleteButton, Edit, SaveButton, Toolbar, useTranslate } from "react-admin";
import { usePlanFeatureLocked } from "../../ui/usePlanFeatureLocked";
import { DiscountForm } from "./DiscountForm";
import { DiscountRedemptions } from "./DiscountRedemptions";
import { useDiscountSaved } from "./useDiscountSaved";

/**
 * /Discount/:id (the spec's /discounts/edit/:id): the saved code with its products or
 * categories, and its latest uses. Saving waits for the server, so its field errors show.
 */
const DiscountEdit = () => {
  const translate = useTranslate();
  const saved = useDiscountSaved();
  // A store whose plan lost discounts keeps its codes; the server refuses changes with the upgrade text.
  const locked = usePlanFeatureLocked("discounts");
  return (
    <Edit
      resource="Discount"
      title={translate("app.money.discounts.edit_title")}
      mutationMode="pessimistic"
      mutationOptions={saved}
    >
      <DiscountForm
        toolbar={
          <Toolbar sx={{ gap: 1, bgcolor: "background.paper" }}>
            <SaveButton />
            {locked ? null : <DeleteButton mutationMode="pessimistic" sx={{ ml: "auto" }} />}
          </Toolbar>
        }
      />
      <DiscountRedemptions />
    </Edit>
  );
};

export default DiscountEdit;
