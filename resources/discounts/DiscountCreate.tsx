import { useState } from "react";
import { Create, SaveButton, Toolbar, useTranslate } from "react-admin";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { DiscountForm, newDiscountDefaults } from "./DiscountForm";
import { useDiscountSaved } from "./useDiscountSaved";

/** /Discount/create (the spec's /discounts/create): a new code in the active store. */
const DiscountCreate = () => {
  const translate = useTranslate();
  const { websiteId } = useActiveWebsite();
  const saved = useDiscountSaved();
  // Made once: new default values would reset what the user typed.
  const [defaults] = useState(newDiscountDefaults);
  return (
    <Create
      resource="Discount"
      title={translate("app.money.discounts.create_title")}
      transform={(data: Record<string, unknown>) => ({ ...data, website_id: websiteId })}
      mutationOptions={saved}
    >
      <DiscountForm
        defaultValues={defaults}
        // A new code is saved in the active store: Save waits until that is known.
        toolbar={
          <Toolbar>
            <SaveButton disabled={websiteId === null} />
          </Toolbar>
        }
      />
    </Create>
  );
};

export default DiscountCreate;
