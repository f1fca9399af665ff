import { useTranslate } from "react-admin";
import { GiftCardProductForm } from "./GiftCardProductForm";
import { EMPTY_FORM } from "./types";
import { useSaveGiftCardProduct } from "./useGiftCardProducts";

/** /product/gift-card/create. */
const GiftCardProductCreate = () => {
  const translate = useTranslate();
  const save = useSaveGiftCardProduct(null);
  return (
    <GiftCardProductForm
      title={translate("app.money.gift_card_product.create_title")}
      initial={EMPTY_FORM}
      save={save}
    />
  );
};

export default GiftCardProductCreate;
