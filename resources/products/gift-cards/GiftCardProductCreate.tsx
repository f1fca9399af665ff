import { Create, SaveButton, Toolbar, useTranslate } from "react-admin";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { GiftCardProductForm } from "./GiftCardProductForm";
import { useGiftCardProductNotices } from "./useGiftCardProductNotices";

/** What a new gift-card product starts with: published, no values yet. */
const DEFAULTS = { name: "", description: null, denominations: [], picture_file_id: null, published: true };

/** /GiftCardProduct/create (/product/gift-card/create): a new gift-card product in the active store. */
const GiftCardProductCreate = () => {
  const translate = useTranslate();
  const { websiteId } = useActiveWebsite();
  const { created } = useGiftCardProductNotices();
  return (
    <Create
      resource="GiftCardProduct"
      title={translate("app.money.gift_card_product.create_title")}
      transform={(data: Record<string, unknown>) => ({ website_id: websiteId, ...data })}
      mutationOptions={created}
    >
      <GiftCardProductForm
        defaultValues={DEFAULTS}
        // A new product is saved in the active store: Save waits until that is known.
        toolbar={
          <Toolbar>
            <SaveButton disabled={websiteId === null} />
          </Toolbar>
        }
      />
    </Create>
  );
};

export default GiftCardProductCreate;
