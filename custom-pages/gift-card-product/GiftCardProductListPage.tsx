import { Title, useTranslate } from "react-admin";
import { GiftCardProductList } from "./GiftCardProductList";

/** /product/gift-card: the list on its own page, the way back from create and edit. */
const GiftCardProductListPage = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate("app.money.gift_card_product.list_title")} />
      <GiftCardProductList />
    </>
  );
};

export default GiftCardProductListPage;
