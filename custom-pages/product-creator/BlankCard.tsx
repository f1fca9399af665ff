import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { ProductPhoto } from "../catalogue/browse/ProductPhoto";

export interface ChosenBlank {
  id: number;
  name: string;
  brand: string;
  photo: string | null;
}

/** The chosen blank with its picture, or the prompt to choose one. */
export const BlankCard = ({
  blank,
  onChange,
  onRemove,
}: {
  blank: ChosenBlank | null;
  onChange: () => void;
  onRemove?: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center">
          <ProductPhoto src={blank?.photo ?? null} alt={blank?.name ?? ""} size={96} />
          <Stack spacing={0.5} sx={{ flex: 1 }}>
            <Typography variant="subtitle1">
              {blank ? blank.name : translate("app.productCreator.blank.none")}
            </Typography>
            {blank ? <Typography color="text.secondary">{blank.brand}</Typography> : null}
          </Stack>
          <Button variant={blank ? "text" : "contained"} onClick={onChange}>
            {translate(blank ? "app.productCreator.blank.change" : "app.productCreator.blank.choose")}
          </Button>
          {onRemove ? (
            <Button color="error" onClick={onRemove}>
              {translate("app.productCreator.blank.remove")}
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
