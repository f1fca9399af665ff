import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { CreateButton, DataTable, List, Loading, SimpleList, Title, useTranslate } from "react-admin";
import type { GiftCardProduct } from "../../../domain/contracts/gift-card-products";
import { formatMoney } from "../../../domain/money";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { BulkActions } from "../../../ui/lists/BulkActions";
import { ListEmpty } from "../../../ui/lists/ListEmpty";
import { ListPagination, useUserPerPage } from "../../../ui/lists/listPaging";
import { ListToolbar } from "../../../ui/lists/ListToolbar";
import { LockedNotice } from "../../../ui/LockedNotice";
import { usePlanFeatureLocked } from "../../../ui/usePlanFeatureLocked";
import { PlanLockedListError } from "../../../ui/lists/PlanLockedListError";
import { GiftCardProductPicture } from "./GiftCardProductPicture";
import { GiftCardProductStateChip } from "./GiftCardProductStateChip";
import { giftCardProductFilters } from "./giftCardProductFilters";
import { usePhone } from "../../../ui/usePhone";

const T = "app.money.gift_card_product";
const valuesOf = (product: GiftCardProduct) => product.denominations.map(formatMoney).join(" · ");

/** No gift-card products yet: what they are for, and the way to create one. */
const NoProducts = ({ create = false }: { create?: boolean }) => {
  const translate = useTranslate();
  return (
    <ListEmpty text={`${T}.empty`} createLabel={`${T}.new`} create={create}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.list_hint`)}
      </Typography>
    </ListEmpty>
  );
};

/** The plan lacks gift cards: the server would refuse the list, so it is not asked for. */
const Locked = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${T}.list_title`)} />
      <Toolbar sx={{ justifyContent: "flex-end" }}>
        <CreateButton resource="GiftCardProduct" label={`${T}.new`} disabled />
      </Toolbar>
      <Box sx={{ p: 2 }}>
        <LockedNotice />
      </Box>
    </Card>
  );
};

/**
 * /GiftCardProduct (the gift card list's /product/gift-card): the store's gift-card products with
 * their picture, values and state, newest first or by name; a row opens the product.
 */
const GiftCardProductList = () => {
  const translate = useTranslate();
  const { websiteId } = useActiveWebsite();
  const { perPage, isPending } = useUserPerPage();
  const small = usePhone();
  const locked = usePlanFeatureLocked("giftcards");
  if (locked) return <Locked />;
  if (isPending) return <Loading />;
  const L = (key: string) => `${T}.${key}`;

  return (
    <List<GiftCardProduct>
      resource="GiftCardProduct"
      title={translate(L("list_title"))}
      filters={giftCardProductFilters}
      filter={websiteId === null ? {} : { website_id: websiteId }}
      perPage={perPage}
      sort={{ field: "created_at", order: "DESC" }}
      pagination={<ListPagination />}
      empty={<NoProducts create />}
      error={<PlanLockedListError />}
      actions={<ListToolbar readExport />}
      // A 403 (the plan lacks gift cards) cannot change by asking again.
      queryOptions={{ retry: false }}
    >
      {small ? (
        <SimpleList<GiftCardProduct>
          leftAvatar={(product) => (
            <GiftCardProductPicture url={product.picture_url} alt={product.name} size={40} />
          )}
          primaryText={(product) => product.name}
          secondaryText={valuesOf}
          rightIcon={() => <GiftCardProductStateChip />}
          rowClick="edit"
        />
      ) : (
        <DataTable<GiftCardProduct>
          rowClick="edit"
          empty={<NoProducts />}
          bulkActionButtons={<BulkActions readExport />}
        >
          <DataTable.Col
            source="picture_url"
            label={L("picture")}
            disableSort
            render={(product) => (
              <GiftCardProductPicture
                url={product.picture_url}
                alt={product.name}
                emptyLabel={translate(L("no_picture"))}
              />
            )}
          />
          <DataTable.Col source="name" label={L("name")} />
          <DataTable.Col source="denominations" label={L("values")} disableSort render={valuesOf} />
          <DataTable.Col source="published" label={L("state")} disableSort field={GiftCardProductStateChip} />
          <DataTable.NumberCol source="sold" label={L("sold")} disableSort />
        </DataTable>
      )}
    </List>
  );
};

export default GiftCardProductList;
