import { HeldRecord } from "../../../providers/live/useHeldRecord";
import { DeleteButton, Edit, SaveButton, Toolbar, useTranslate } from "react-admin";
import { usePlanFeatureLocked } from "../../../ui/usePlanFeatureLocked";
import { GiftCardProductEditError } from "./GiftCardProductEditError";
import { GiftCardProductForm } from "./GiftCardProductForm";
import { GiftCardProductStorefront } from "./GiftCardProductStorefront";
import { useGiftCardProductNotices } from "./useGiftCardProductNotices";

const T = "app.money.gift_card_product";

/**
 * /GiftCardProduct/:id (/product/gift-card/edit/:id): the saved fields with its storefront page,
 * and delete after a confirmation. Saving waits for the server, so its field errors show.
 */
const GiftCardProductEdit = () => {
  const translate = useTranslate();
  const { updated, deleted } = useGiftCardProductNotices();
  // The server refuses changes with the upgrade text once the plan lacks gift cards.
  const locked = usePlanFeatureLocked("giftcards");
  return (
    <Edit
      resource="GiftCardProduct"
      title={translate(`${T}.edit_title`)}
      mutationMode="pessimistic"
      mutationOptions={updated}
      redirect={false}
      error={<GiftCardProductEditError />}
      // The error view says what went wrong; no toast and no redirect on top of it.
      queryOptions={{ onError: () => undefined }}
    >
      <HeldRecord />
      <GiftCardProductForm
        header={<GiftCardProductStorefront />}
        toolbar={
          <Toolbar sx={{ gap: 1, bgcolor: "background.paper" }}>
            <SaveButton />
            {locked ? null : (
              <DeleteButton
                mutationMode="pessimistic"
                mutationOptions={deleted}
                confirmTitle={`${T}.delete_title`}
                confirmContent={`${T}.delete_confirm`}
                sx={{ ml: "auto" }}
              />
            )}
          </Toolbar>
        }
      />
    </Edit>
  );
};

export default GiftCardProductEdit;
