import { useNavigate, useParams } from "react-router-dom";
import { HttpError, useNotify, useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useAppDataProvider } from "../../providers/dataProvider";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { readFailure, useServerText } from "../../ui/useServerText";
import { LockedNotice } from "../../ui/LockedNotice";
import { GiftCardProductForm } from "./GiftCardProductForm";
import { formOf } from "./types";
import {
  useGiftCardProduct,
  useGiftCardProductsChanged,
  useSaveGiftCardProduct,
} from "./useGiftCardProducts";

/** /product/gift-card/edit/{id}: the saved fields, its storefront page, and delete after a confirm. */
const GiftCardProductEdit = () => {
  const dataProvider = useAppDataProvider();
  const id = Number(useParams().id);
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const serverText = useServerText();
  const changed = useGiftCardProductsChanged();
  const { data, isPending, isError, error, refetch } = useGiftCardProduct(id);
  const save = useSaveGiftCardProduct(id);
  const t = (key: string, options?: object) => translate(`app.money.gift_card_product.${key}`, options);

  if (isError) {
    if (error instanceof HttpError && error.status === 403)
      return (
        <Box sx={{ mt: 2 }}>
          <LockedNotice />
        </Box>
      );
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={<Button onClick={() => void refetch()}>{translate("app.money.common.retry")}</Button>}
      >
        {error instanceof HttpError && error.status === 404
          ? t("not_found")
          : translate("app.money.common.load_error")}
      </Alert>
    );
  }
  if (isPending)
    return (
      <Box sx={{ mt: 2, maxWidth: 760 }} aria-busy="true" aria-label={translate("app.money.common.loading")}>
        <Skeleton height={56} />
        <Skeleton height={120} />
        <Skeleton height={80} />
        <Skeleton variant="rectangular" width={120} height={120} />
      </Box>
    );

  const remove = () =>
    confirm({ content: "app.money.gift_card_product.delete_confirm" }).then(async () => {
      try {
        const result = await dataProvider.deleteGiftCardProduct(id);
        await changed();
        notify(serverText(result.message), { type: "success" });
        navigate("/product/gift-card");
      } catch (failure) {
        notify(serverText(readFailure(failure).message), { type: "error" });
      }
    }, ignoreCanceled);

  return (
    <GiftCardProductForm
      key={data.updated_at}
      title={t("edit_title")}
      initial={formOf(data)}
      save={save}
      header={
        <Typography variant="body2" color="text.secondary">
          {data.published ? (
            <Link href={data.storefront_url} target="_blank" rel="noopener">
              {t("view_store")}
            </Link>
          ) : (
            t("draft_hint")
          )}{" "}
          · {t("sold_count", { smart_count: data.sold })}
        </Typography>
      }
      actions={
        <Button color="error" onClick={() => void remove()}>
          {translate("app.money.common.delete")}
        </Button>
      }
    />
  );
};

export default GiftCardProductEdit;
