import { useNotify, useRedirect } from "react-admin";

/** After a save: the confirmation, then back to the store's discount list. */
export function useDiscountSaved() {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: () => {
      notify("app.money.discounts.saved", { type: "success" });
      redirect("list", "Discount");
    },
  };
}
