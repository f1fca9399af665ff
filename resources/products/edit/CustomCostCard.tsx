import { Divider, IconButton, List, ListItem, ListItemAvatar, ListItemText, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { useNotify, useTranslate } from "react-admin";
import { ignoreCanceled, useConfirm } from "../../../ui/ConfirmDialog";
import { CustomCostFields } from "./CustomCostFields";
import { EditorCard } from "./EditorCard";
import { useEditor } from "./EditorContext";
import { ProductPicture } from "../../../ui/ProductThumbnail";
import type { LibraryFile } from "../../../domain/library";
import { StorePictureField } from "./StorePictureField";
import { useAppDataProvider } from "../../../providers/dataProvider";

/** A custom product's store picture, its own cost lines (they make its minimum price) and its print files. */
export const CustomCostCard = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const { product, draft, set, errors, replace } = useEditor();

  const removePrint = (id: string) =>
    confirm().then(async () => {
      try {
        const res = await dataProvider.removeProductPrint(product.id, id);
        replace({ ...product, print_files: res.print_files });
      } catch {
        notify("app.productEditor.save_failed", { type: "error" });
      }
    }, ignoreCanceled);

  // A failed save rejects into the picker, which shows the server's reason under it.
  const setPicture = async (file: LibraryFile) => {
    const saved = await dataProvider.setProductPicture(product.id, file.id);
    replace(saved);
    notify("app.productEditor.picture.saved", { type: "success" });
  };

  return (
    <EditorCard title="app.productEditor.custom.title">
      <StorePictureField src={product.preview_photo_url} name={product.name} onPick={setPicture} />
      <Divider sx={{ my: 2 }} />
      <CustomCostFields value={draft.custom} onChange={(next) => set("custom", next)} errors={errors} />
      <Typography variant="subtitle2" mt={2}>
        {translate("app.productEditor.custom.print_files")}
      </Typography>
      {product.print_files.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {translate("app.productEditor.custom.no_prints")}
        </Typography>
      ) : (
        <List dense>
          {product.print_files.map((f) => (
            <ListItem
              key={f.id}
              secondaryAction={
                <IconButton
                  aria-label={translate("app.productEditor.custom.remove_print", { name: f.name })}
                  onClick={() => removePrint(f.id)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemAvatar>
                <ProductPicture src={f.url} alt={f.name} size={40} />
              </ListItemAvatar>
              <ListItemText primary={f.name} secondary={f.place} />
            </ListItem>
          ))}
        </List>
      )}
    </EditorCard>
  );
};
