import { useEffect, useState } from "react";
import { Alert, Button, Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import type { DraftKind, DraftSummary } from "../../domain/drafts";
import { ProductPhoto } from "../catalogue/browse/ProductPhoto";
import { useAppDataProvider } from "../../providers/dataProvider";

/**
 * Opening the creator without a draft offers the newest open one (the list comes newest first),
 * so work left behind (a closed tab, another device) is found again.
 */
export const ContinueDraftOffer = ({
  kind,
  onContinue,
}: {
  kind: DraftKind;
  onContinue: (id: number) => void;
}) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [newest, setNewest] = useState<DraftSummary | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    let live = true;
    dataProvider.productDrafts(kind).then(
      (list) => live && setNewest(list.data[0] ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [dataProvider, kind]);
  if (!newest || dismissed) return null;
  return (
    <Alert
      severity="info"
      icon={false}
      action={
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="contained" onClick={() => onContinue(newest.id)}>
            {translate("app.productCreator.resume.continue")}
          </Button>
          <Button size="small" onClick={() => setDismissed(true)}>
            {translate("app.productCreator.resume.new")}
          </Button>
        </Stack>
      }
    >
      <Stack direction="row" spacing={1.5} alignItems="center">
        <ProductPhoto src={newest.image} alt={newest.name} size={40} />
        <span>
          {translate("app.productCreator.resume.text", {
            name: newest.name,
            count: newest.item_count,
            date: new Date(newest.updated_at).toLocaleString(),
          })}
        </span>
      </Stack>
    </Alert>
  );
};
