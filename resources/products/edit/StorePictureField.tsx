import { Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { LibraryFile } from "../../../domain/library";
import { ProductPicture } from "../../../ui/ProductThumbnail";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { ImagePicker } from "../../../ui/files/ImagePicker";

/**
 * A custom product's store picture: the current one and the design picker's upload (with
 * progress) and library, with picture words and the product-picture upload type.
 */
export const StorePictureField = ({
  src,
  name,
  onPick,
  disabled,
}: {
  src: string | null;
  name: string;
  onPick: (file: LibraryFile) => void | Promise<void>;
  disabled?: boolean;
}) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate("app.productEditor.picture.title")}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate("app.productEditor.picture.hint")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} alignItems={{ sm: "center" }}>
        {src ? (
          <ProductPicture src={src} alt={translate("app.productEditor.picture.alt", { name })} size={96} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate("app.productEditor.picture.none")}
          </Typography>
        )}
        <ImagePicker
          compact
          texts="app.productEditor.picture"
          upload={dataProvider.uploadProductPicture}
          onPick={onPick}
          disabled={disabled}
        />
      </Stack>
    </Stack>
  );
};
