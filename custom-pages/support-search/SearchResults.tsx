import { Avatar, Stack } from "@mui/material";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import PeopleIcon from "@mui/icons-material/PeopleAltOutlined";
import InventoryIcon from "@mui/icons-material/Inventory2";
import { useTranslate } from "react-admin";
import type { SupportSearchResult } from "../../domain/support-search";
import { formatCents, formatDate } from "../../ui/format";
import { ProductPicture } from "../../ui/ProductThumbnail";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { contactPath, orderPath, productPath } from "./hitPaths";
import { HitLink } from "./HitLink";
import { ResultGroup } from "./ResultGroup";

const iconAvatar = (icon: React.ReactNode) => (
  <Avatar variant="rounded" sx={{ bgcolor: "action.hover", color: "text.secondary" }}>
    {icon}
  </Avatar>
);

/** The groups the caller may search (a kind they may list in no store is not shown), each with its hits. */
export const SearchResults = ({ result }: { result: SupportSearchResult }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const inStore = (store: string) => translate("app.storeSearch.in_store", { store });
  const { orders, contacts, products } = result;
  return (
    <Stack spacing={2}>
      {orders && (
        <ResultGroup
          id="store-search-orders"
          title={translate("app.storeSearch.orders")}
          icon={<ShoppingCartIcon color="action" />}
          shown={orders.items.length}
          total={orders.total}
        >
          {orders.items.map((order) => (
            <HitLink
              key={order.id}
              to={orderPath(order)}
              websiteId={order.website_id}
              avatar={iconAvatar(<ShoppingCartIcon />)}
              primary={`${translate("app.storeSearch.order", { id: order.id })} · ${order.buyer_name}`}
              secondary={[
                order.buyer_email,
                formatCents(order.price),
                translate(`app.order_status.${order.status}`, { _: order.status }),
                formatDate(order.created_at),
                inStore(order.website_name),
              ].join(" · ")}
            />
          ))}
        </ResultGroup>
      )}
      {contacts && (
        <ResultGroup
          id="store-search-contacts"
          title={translate("app.storeSearch.contacts")}
          icon={<PeopleIcon color="action" />}
          shown={contacts.items.length}
          total={contacts.total}
        >
          {contacts.items.map((contact) => (
            <HitLink
              key={contact.id}
              to={contactPath(contact, user)}
              websiteId={contact.website_id}
              avatar={iconAvatar(<PeopleIcon />)}
              primary={contact.name}
              secondary={[contact.email, contact.city, inStore(contact.website_name)]
                .filter(Boolean)
                .join(" · ")}
            />
          ))}
        </ResultGroup>
      )}
      {products && (
        <ResultGroup
          id="store-search-products"
          title={translate("app.storeSearch.products")}
          icon={<InventoryIcon color="action" />}
          shown={products.items.length}
          total={products.total}
        >
          {products.items.map((product) => (
            <HitLink
              key={product.id}
              to={productPath(product, user)}
              websiteId={product.website_id}
              avatar={<ProductPicture src={product.photo} alt="" size={40} />}
              primary={product.name}
              secondary={inStore(product.website_name)}
            />
          ))}
        </ResultGroup>
      )}
    </Stack>
  );
};
