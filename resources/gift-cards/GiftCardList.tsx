import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { CreateButton, DataTable, SimpleList, Title, useTranslate } from "react-admin";
import { formatGiftCardCode } from "../../domain/gift-cards";
import { formatMoney } from "../../domain/money";
import { ListEmpty } from "../../ui/lists/ListEmpty";
import { formatDate } from "../../ui/format";
import { BulkActions } from "../../ui/lists/BulkActions";
import { AppList } from "../../ui/lists/AppList";
import { useActiveStoreFilter } from "../../providers/activeWebsite";
import { LockedNotice } from "../../ui/LockedNotice";
import { usePlanFeatureLocked } from "../../ui/usePlanFeatureLocked";
import { GiftCardBulkDisable } from "./GiftCardBulkDisable";
import { GiftCardListActions } from "./GiftCardListActions";
import { PlanLockedListError } from "../../ui/lists/PlanLockedListError";
import { GiftCardStatusChip } from "./GiftCardStatusChip";
import { useGiftCardFilters } from "./giftCardFilters";
import type { GiftCard } from "../../domain/contracts/gift-cards";
import { usePhone } from "../../ui/usePhone";

const T = "app.money.gift_cards";

/** No cards yet: what they are for, and the way to create one. */
const NoCards = ({ create = false }: { create?: boolean }) => (
  <ListEmpty text={`${T}.empty`} createLabel={`${T}.new`} create={create} />
);

/** The plan lacks gift cards: the server would refuse the list, so it is not asked for. */
const Locked = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${T}.title`)} />
      <Toolbar sx={{ justifyContent: "flex-end" }}>
        <CreateButton resource="GiftCard" label={`${T}.new`} disabled />
      </Toolbar>
      <Box sx={{ p: 2 }}>
        <LockedNotice />
      </Box>
    </Card>
  );
};

/**
 * /GiftCard (the spec's /gift-cards): the store's cards, searched by code or recipient, filtered
 * by status; export, and disable many at once. A row opens the card.
 */
const GiftCardList = () => {
  const translate = useTranslate();
  const storeFilter = useActiveStoreFilter();
  const filters = useGiftCardFilters();
  const small = usePhone();
  const locked = usePlanFeatureLocked("giftcards");
  if (locked) return <Locked />;
  const L = (key: string) => `${T}.${key}`;

  return (
    <AppList<GiftCard>
      resource="GiftCard"
      title={translate(`${T}.title`)}
      filters={filters}
      filter={storeFilter}
      sort={{ field: "created_at", order: "DESC" }}
      empty={<NoCards create />}
      error={<PlanLockedListError />}
      actions={<GiftCardListActions locked={locked} />}
      // A 403 (the plan lacks gift cards) cannot change by asking again.
      queryOptions={{ retry: false }}
    >
      {small ? (
        <SimpleList<GiftCard>
          primaryText={(card) => formatGiftCardCode(card.code)}
          secondaryText={(card) => card.recipient_email ?? formatDate(card.created_at)}
          tertiaryText={(card) => formatMoney(card.balance)}
          rightIcon={() => <GiftCardStatusChip />}
          rowClick="show"
        />
      ) : (
        <DataTable<GiftCard>
          rowClick="show"
          empty={<NoCards />}
          bulkActionButtons={
            <BulkActions remove={false}>
              <GiftCardBulkDisable />
            </BulkActions>
          }
          sx={{
            "& .column-code, & .column-balance, & .column-initial_value": { whiteSpace: "nowrap" },
          }}
        >
          <DataTable.Col
            source="code"
            label={L("code")}
            disableSort
            render={(card) => (
              <Typography component="span" sx={{ fontFamily: "monospace" }}>
                {formatGiftCardCode(card.code)}
              </Typography>
            )}
          />
          <DataTable.Col source="status" label={L("status")} field={GiftCardStatusChip} disableSort />
          <DataTable.Col
            source="balance"
            label={L("balance")}
            align="right"
            render={(card) => formatMoney(card.balance)}
          />
          <DataTable.Col
            source="initial_value"
            label={L("initial_value")}
            align="right"
            render={(card) => formatMoney(card.initial_value)}
          />
          <DataTable.Col
            source="recipient_email"
            label={L("recipient_email")}
            disableSort
            render={(card) => card.recipient_email ?? ""}
          />
          <DataTable.Col
            source="expires_on"
            label={L("expires_on")}
            render={(card) => card.expires_on ?? translate("app.money.common.never")}
          />
          <DataTable.Col
            source="created_at"
            label={L("created")}
            render={(card) => formatDate(card.created_at)}
          />
        </DataTable>
      )}
    </AppList>
  );
};

export default GiftCardList;
