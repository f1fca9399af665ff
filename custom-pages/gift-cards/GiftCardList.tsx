import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { HttpError, Title, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Toolbar from "@mui/material/Toolbar";
import AddIcon from "@mui/icons-material/Add";
import { formatGiftCardCode } from "../../domain/gift-cards";
import { formatMoney } from "../../domain/pricing";
import { PagedTable } from "../../ui/lists/PagedTable";
import { GiftCardProductList } from "../gift-card-product/GiftCardProductList";
import { SearchField } from "../../ui/lists/SearchField";
import { usePaging } from "../../ui/lists/usePaging";
import { formatDate } from "../../ui/format";
import { GiftCardStatusChip } from "./GiftCardStatusChip";
import { LockedNotice } from "./LockedNotice";
import { usePlanFeatureLocked } from "../../ui/usePlanFeatureLocked";
import type { GiftCardStatus } from "./types";
import { useGiftCards } from "./useGiftCards";

const STATUSES: GiftCardStatus[] = ["active", "disabled", "expired", "empty"];

/** /gift-cards: the store's cards, searched by code or recipient, filtered by status. */
const GiftCardList = () => {
  const translate = useTranslate();
  const [term, setTerm] = useState("");
  const [status, setStatus] = useState<GiftCardStatus | "">("");
  const paging = usePaging();
  const lockedByPlan = usePlanFeatureLocked("giftcards");
  const query = useGiftCards({ term: term.trim(), status }, paging, lockedByPlan);
  const t = (key: string, options?: object) => translate(`app.money.gift_cards.${key}`, options);
  // The store list may be older than a plan change the server already knows of.
  const locked = lockedByPlan || (query.error instanceof HttpError && query.error.status === 403);

  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title={t("title")} />
        <Toolbar sx={{ gap: 2, flexWrap: "wrap", py: 1 }}>
          <SearchField
            label={translate("app.money.common.search")}
            value={term}
            onChange={setTerm}
            paging={paging}
          />
          <TextField
            select
            size="small"
            label={t("status")}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as GiftCardStatus | "");
              paging.reset();
            }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{translate("app.money.common.all")}</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`status_${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flex: 1 }} />
          <Button
            component={RouterLink}
            to="/gift-cards/create"
            variant="contained"
            startIcon={<AddIcon />}
            disabled={locked}
          >
            {t("new")}
          </Button>
        </Toolbar>
        {locked ? (
          <Box sx={{ p: 2 }}>
            <LockedNotice />
          </Box>
        ) : (
          <PagedTable
            query={query}
            paging={paging}
            rowKey={(card) => card.id}
            empty="app.money.gift_cards.empty"
            error="app.money.common.load_error"
            retry="app.money.common.retry"
            columns={[
              {
                label: t("code"),
                cell: (card) => (
                  <Button
                    component={RouterLink}
                    to={`/gift-cards/single/${card.id}`}
                    sx={{ fontFamily: "monospace" }}
                  >
                    {formatGiftCardCode(card.code)}
                  </Button>
                ),
              },
              { label: t("status"), cell: (card) => <GiftCardStatusChip status={card.status} /> },
              { label: t("balance"), align: "right", cell: (card) => formatMoney(card.balance) },
              { label: t("initial_value"), align: "right", cell: (card) => formatMoney(card.initial_value) },
              { label: t("recipient_email"), cell: (card) => card.recipient_email ?? "" },
              {
                label: t("expires_on"),
                cell: (card) => card.expires_on ?? translate("app.money.common.never"),
              },
              { label: t("created"), cell: (card) => formatDate(card.created_at) },
            ]}
          />
        )}
      </Card>
      {/* What buyers can purchase on the storefront; hides itself behind the same plan lock. */}
      {locked ? null : <GiftCardProductList />}
    </>
  );
};

export default GiftCardList;
