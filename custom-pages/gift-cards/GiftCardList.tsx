import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { HttpError, Title, useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import { formatGiftCardCode } from "../../domain/gift-cards";
import { formatMoney } from "../../domain/pricing";
import { GiftCardStatusChip } from "./GiftCardStatusChip";
import { LockedNotice } from "./LockedNotice";
import type { GiftCardStatus } from "./types";
import { useGiftCards } from "./useGiftCards";

const STATUSES: GiftCardStatus[] = ["active", "disabled", "expired", "empty"];

/** /gift-cards: the store's cards, searched by code or recipient, filtered by status. */
const GiftCardList = () => {
  const translate = useTranslate();
  const [term, setTerm] = useState("");
  const [status, setStatus] = useState<GiftCardStatus | "">("");
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const { data, isPending, isError, error, refetch } = useGiftCards({
    term: term.trim(),
    status,
    page,
    perPage,
  });
  const t = (key: string, options?: object) => translate(`app.money.gift_cards.${key}`, options);
  const locked = error instanceof HttpError && error.status === 403;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t("title")} />
      <Toolbar sx={{ gap: 2, flexWrap: "wrap", py: 1 }}>
        <TextField
          size="small"
          label={translate("app.money.common.search")}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setPage(1);
          }}
        />
        <TextField
          select
          size="small"
          label={t("status")}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as GiftCardStatus | "");
            setPage(1);
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
      ) : isError ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={<Button onClick={() => void refetch()}>{translate("app.money.common.retry")}</Button>}
        >
          {translate("app.money.common.load_error")}
        </Alert>
      ) : isPending ? (
        <Box sx={{ p: 2 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Box>
      ) : data.total === 0 ? (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {t("empty")}
        </Typography>
      ) : (
        <>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t("code")}</TableCell>
                <TableCell>{t("status")}</TableCell>
                <TableCell align="right">{t("balance")}</TableCell>
                <TableCell align="right">{t("initial_value")}</TableCell>
                <TableCell>{t("recipient_email")}</TableCell>
                <TableCell>{t("expires_on")}</TableCell>
                <TableCell>{t("created")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((card) => (
                <TableRow key={card.id} hover>
                  <TableCell>
                    <Button
                      component={RouterLink}
                      to={`/gift-cards/single/${card.id}`}
                      sx={{ fontFamily: "monospace" }}
                    >
                      {formatGiftCardCode(card.code)}
                    </Button>
                  </TableCell>
                  <TableCell>
                    <GiftCardStatusChip status={card.status} />
                  </TableCell>
                  <TableCell align="right">{formatMoney(card.balance)}</TableCell>
                  <TableCell align="right">{formatMoney(card.initial_value)}</TableCell>
                  <TableCell>{card.recipient_email ?? ""}</TableCell>
                  <TableCell>{card.expires_on ?? translate("app.money.common.never")}</TableCell>
                  <TableCell>{card.created_at.slice(0, 10)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.total}
            page={page - 1}
            rowsPerPage={perPage}
            rowsPerPageOptions={[10, 15, 25, 50, 75, 100]}
            onPageChange={(_, p) => setPage(p + 1)}
            onRowsPerPageChange={(e) => {
              setPerPage(Number(e.target.value));
              setPage(1);
            }}
          />
        </>
      )}
    </Card>
  );
};

export default GiftCardList;
