import { useState } from "react";
import {
  Autocomplete,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  TextField,
  Typography,
} from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { useGetList, useTranslate } from "react-admin";
import { useDebouncedValue } from "../../../ui/useDebouncedValue";
import { ProductPicture } from "../../../ui/ProductThumbnail";
import type { LinkedProduct } from "./types";

interface ProductOption {
  id: number;
  name: string;
  preview_photo_url: string | null;
}

/** A list of linked products with their pictures, and a search to add one of the store's products. */
export const LinkedList = ({
  label,
  websiteId,
  exclude,
  items,
  onAdd,
  onRemove,
}: {
  label: string;
  websiteId: number;
  exclude: number;
  items: LinkedProduct[];
  onAdd: (p: LinkedProduct) => void;
  onRemove: (p: LinkedProduct) => void;
}) => {
  const translate = useTranslate();
  const [term, setTerm] = useState("");
  const q = useDebouncedValue(term);
  const { data, isPending } = useGetList<ProductOption>("Product", {
    filter: { website_id: websiteId, ...(q ? { q } : {}) },
    pagination: { page: 1, perPage: 20 },
    sort: { field: "name", order: "ASC" },
  });
  const options = (data ?? []).filter((p) => p.id !== exclude && !items.some((i) => i.id === p.id));
  return (
    <>
      <Typography variant="subtitle2">{translate(label)}</Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {translate("app.productEditor.links.none")}
        </Typography>
      ) : (
        <List dense aria-label={translate(label)}>
          {items.map((item) => (
            <ListItem
              key={item.id}
              secondaryAction={
                <IconButton
                  aria-label={translate("app.productEditor.links.remove", { name: item.name })}
                  onClick={() => onRemove(item)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemAvatar>
                <ProductPicture src={item.preview_photo_url} alt={item.name} size={40} />
              </ListItemAvatar>
              <ListItemText primary={item.name} />
            </ListItem>
          ))}
        </List>
      )}
      <Autocomplete
        options={options}
        loading={isPending}
        getOptionLabel={(o) => o.name}
        filterOptions={(x) => x}
        value={null}
        inputValue={term}
        onInputChange={(_, value) => setTerm(value)}
        onChange={(_, value) => {
          if (value) onAdd({ id: value.id, name: value.name, preview_photo_url: value.preview_photo_url });
          setTerm("");
        }}
        renderOption={(props, option) => (
          <li {...props} key={option.id}>
            <ProductPicture src={option.preview_photo_url} alt="" size={32} />
            <Typography sx={{ ml: 1 }}>{option.name}</Typography>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={`${translate("app.productEditor.links.search")}: ${translate(label)}`}
          />
        )}
      />
    </>
  );
};
