import type { ReactElement, ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { BooleanInput, SimpleForm, TextInput } from "react-admin";
import { giftCardProductSchema } from "../../../domain/gift-card-products";
import { DenominationsInput } from "./DenominationsInput";
import { PictureInput } from "./PictureInput";

const T = "app.money.gift_card_product";

/**
 * A gift-card product's fields, checked by the same schema the server applies; the server's field
 * errors (e.g. a picture of another store) show next to their fields too.
 */
export const GiftCardProductForm = ({
  toolbar,
  defaultValues,
  header,
}: {
  toolbar?: ReactElement | false;
  defaultValues?: Record<string, unknown>;
  /** Above the fields, e.g. a saved product's storefront link. */
  header?: ReactNode;
}) => (
  <SimpleForm
    resolver={zodResolver(giftCardProductSchema)}
    noValidate
    defaultValues={defaultValues}
    toolbar={toolbar}
    sx={{ maxWidth: 760 }}
  >
    {header}
    <TextInput source="name" label={`${T}.name`} isRequired fullWidth />
    <TextInput
      source="description"
      label={`${T}.description`}
      helperText={`${T}.description_hint`}
      multiline
      minRows={3}
      fullWidth
      parse={(v: string) => v || null}
    />
    <DenominationsInput />
    <PictureInput />
    <BooleanInput source="published" label={`${T}.published`} />
  </SimpleForm>
);
