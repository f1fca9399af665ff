import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormHelperText from "@mui/material/FormHelperText";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ContentProduct } from "../../domain/content";
import { formatMoney } from "../../domain/pricing";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { useDebounced } from "./useDebounced";
import { ListControls, moveItem } from "./ListControls";
import { useAppDataProvider } from "../../providers/dataProvider";

function ProductLine({ product, action }: { product: ContentProduct; action: ReactNode }) {
  const translate = useTranslate();
  return (
    <ListItem secondaryAction={action} sx={{ pr: 18 }}>
      <ListItemAvatar>
        <Avatar variant="rounded" src={product.photo_url ?? undefined} alt={product.name} />
      </ListItemAvatar>
      <ListItemText
        primary={product.name}
        secondary={
          <>
            {formatMoney(product.price)}{" "}
            {product.published ? null : (
              <Chip size="small" label={translate("app.content.fields.not_on_store")} />
            )}
          </>
        }
      />
    </ListItem>
  );
}

/** A collection's products in order, with pictures; found by name among the store's products. */
export function ProductsField({
  label,
  value,
  onChange,
  errors,
}: {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  errors: Record<string, string>;
}) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { websiteId } = useActiveWebsite();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const chosen = useQuery({
    queryKey: ["content", websiteId, "products", "ids", value],
    queryFn: () => dataProvider.findContentProducts(websiteId!, { ids: value }),
    enabled: websiteId !== null && value.length > 0,
    // Adding or moving a product keeps the pictures shown while the new list loads.
    placeholderData: (previous) => previous,
  });
  const found = useQuery({
    queryKey: ["content", websiteId, "products", "q", q],
    queryFn: () => dataProvider.findContentProducts(websiteId!, { q }),
    enabled: websiteId !== null && q !== "",
  });
  const byId = new Map((chosen.data?.data ?? []).map((p) => [p.id, p]));
  const error = Object.entries(errors).find(([key]) => key.startsWith("products"))?.[1];
  return (
    <Box role="group" aria-label={translate(label)}>
      <Typography variant="subtitle2">{translate(label)}</Typography>
      {value.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {translate("app.content.fields.no_products")}
        </Typography>
      ) : (
        <List dense aria-label={translate(label)}>
          {value.map((id, i) => {
            const product = byId.get(id) ?? {
              id,
              name: `#${id}`,
              price: 0,
              photo_url: null,
              published: true,
            };
            return (
              <ProductLine
                key={id}
                product={product}
                action={
                  <ListControls
                    index={i}
                    count={value.length}
                    name={product.name}
                    onMove={(from, to) => onChange(moveItem(value, from, to))}
                    onRemove={(at) => onChange(value.filter((_, j) => j !== at))}
                  />
                }
              />
            );
          })}
        </List>
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <TextField
        size="small"
        label={translate("app.content.fields.search_products")}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mt: 1, minWidth: 280 }}
      />
      {q !== "" && (
        <List dense aria-label={translate("app.content.fields.search_products")}>
          {(found.data?.data ?? [])
            .filter((p) => !value.includes(p.id))
            .map((p) => (
              <ProductLine
                key={p.id}
                product={p}
                action={
                  <Button
                    size="small"
                    onClick={() => onChange([...value, p.id])}
                    aria-label={`${translate("app.content.fields.add_product")} ${p.name}`}
                  >
                    {translate("app.content.fields.add_product")}
                  </Button>
                }
              />
            ))}
        </List>
      )}
    </Box>
  );
}
