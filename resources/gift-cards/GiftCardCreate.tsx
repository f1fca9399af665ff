import { zodResolver } from "@hookform/resolvers/zod";
import Stack from "@mui/material/Stack";
import {
  Create,
  DateInput,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRedirect,
  useTranslate,
} from "react-admin";
import { GIFT_CARD_BATCH_MAX, giftCardCreateSchema } from "../../domain/gift-cards";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { centsFormat, centsParse } from "../../ui/moneyInput";
import type { GiftCard } from "../../domain/contracts/gift-cards";

const T = "app.money.gift_cards";
/** One card of a value still to type (a module constant: new default values would reset the form). */
const DEFAULTS = { initial_value: null, count: 1, code: null, expires_on: null };
const orNull = (text: string | null | undefined) => (text ? text : null);

/**
 * /GiftCard/create (the spec's /gift-cards/create): one card, which then opens, or a batch of
 * cards of one value, after which the list shows them.
 */
const GiftCardCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { websiteId } = useActiveWebsite();
  const onSuccess = (card: GiftCard, variables: { data?: Partial<{ count: number }> }) => {
    const count = variables.data?.count ?? 1;
    notify(count > 1 ? `${T}.created_many` : `${T}.created_one`, {
      type: "success",
      messageArgs: { count },
    });
    if (count > 1) redirect("list", "GiftCard");
    else redirect("show", "GiftCard", card.id);
  };
  return (
    <Create
      resource="GiftCard"
      title={translate(`${T}.create_title`)}
      transform={(data: Record<string, unknown>) => ({ ...data, website_id: websiteId })}
      mutationOptions={{ onSuccess }}
    >
      <SimpleForm
        resolver={zodResolver(giftCardCreateSchema)}
        // The schema checks the e-mail and the value, with the messages the server uses.
        noValidate
        defaultValues={DEFAULTS}
        sx={{ maxWidth: 720 }}
        // A card is created in the active store: Save waits until that is known.
        toolbar={
          <Toolbar>
            <SaveButton disabled={websiteId === null} />
          </Toolbar>
        }
      >
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <NumberInput
            source="initial_value"
            label={`${T}.value`}
            isRequired
            format={centsFormat}
            parse={centsParse}
            min={0.01}
            step={0.01}
          />
          <NumberInput
            source="count"
            label={`${T}.count`}
            min={1}
            max={GIFT_CARD_BATCH_MAX}
            helperText={`${T}.count_hint`}
          />
        </Stack>
        <TextInput source="code" label={`${T}.code`} helperText={`${T}.code_hint`} parse={orNull} />
        <DateInput source="expires_on" label={`${T}.expires_on`} parse={orNull} />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ width: "100%" }}>
          <TextInput source="recipient_name" label={`${T}.recipient_name`} fullWidth parse={orNull} />
          <TextInput
            source="recipient_email"
            label={`${T}.recipient_email`}
            type="email"
            fullWidth
            parse={orNull}
          />
        </Stack>
        <TextInput source="note" label={`${T}.note`} multiline minRows={2} parse={orNull} />
      </SimpleForm>
    </Create>
  );
};

export default GiftCardCreate;
