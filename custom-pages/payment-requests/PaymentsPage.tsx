import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Title, useNotify, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { formatMoney } from "../../domain/pricing";
import { apiRequest } from "../../providers/httpClient";
import { ignoreCanceled, useConfirm } from "../../src/layout/ConfirmDialog";
import { usePaging } from "../../src/lists/usePaging";
import { useCurrentUser } from "../../src/useCurrentUser";
import { readFailure, useServerText } from "../../src/useServerText";
import { FlagFilter } from "./FlagFilter";
import { PaymentsTable } from "./PaymentsTable";
import type { Flag } from "./types";
import { usePaymentRequests, usePaymentsChanged } from "./usePaymentRequests";

/**
 * /payments: the store's payment rows, filtered by is_request and done. Rows can be chosen and
 * sent as one payment request only while both filters are off (spec §4); admins mark them done.
 */
const PaymentsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const changed = usePaymentsChanged();
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const hash = params.get("hash") ?? "";
  const [isRequest, setIsRequest] = useState<Flag>("");
  const [done, setDone] = useState<Flag>("");
  const paging = usePaging();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const query = usePaymentRequests({ isRequest, done, hash }, paging);
  const t = (key: string, options?: object) => translate(`app.money.payments.${key}`, options);
  const filtersOff = isRequest === "" && done === "";

  const setFilter = (set: (v: Flag) => void) => (v: Flag) => {
    set(v);
    paging.reset();
    setSelected(new Set());
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const act = async (path: string, method: string, body: unknown, success: string) => {
    try {
      await apiRequest(path, { method, body });
      notify(success, { type: "success" });
      setSelected(new Set());
      await changed();
    } catch (error) {
      notify(serverText(readFailure(error).message), { type: "error" });
    }
  };
  const request = () =>
    confirm({
      content: "app.money.payments.confirm_request",
      translateOptions: { count: selected.size },
    }).then(
      () =>
        act("/api/custom/payment/request", "POST", { ids: [...selected] }, "app.money.payments.requested"),
      ignoreCanceled,
    );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t("title")} />
      <Typography sx={{ px: 2, pt: 2 }} color="text.secondary">
        {t("hint")}
      </Typography>
      <Toolbar sx={{ gap: 2, flexWrap: "wrap", py: 1 }}>
        <FlagFilter label={t("is_request")} value={isRequest} onChange={setFilter(setIsRequest)} />
        <FlagFilter label={t("done")} value={done} onChange={setFilter(setDone)} />
        <Box sx={{ flex: 1 }} />
        {filtersOff ? (
          <Button variant="contained" disabled={selected.size === 0} onClick={() => void request()}>
            {t("request", { count: selected.size })}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t("request_hint")}
          </Typography>
        )}
        {user?.is_admin && selected.size > 0 ? (
          <Button
            variant="outlined"
            onClick={() =>
              void act(
                "/api/payments_request",
                "PUT",
                { ids: [...selected], done: 1 },
                "app.money.payments.marked_done",
              )
            }
          >
            {t("mark_done")}
          </Button>
        ) : null}
      </Toolbar>
      {query.data?.groups.map((g) => (
        <Typography key={g.hash} variant="body2" sx={{ px: 2 }}>
          {t("request_group", { count: g.count, amount: formatMoney(g.amount_for_website) })}
        </Typography>
      ))}
      <PaymentsTable
        query={query}
        paging={paging}
        selectable={filtersOff || user?.is_admin === true}
        selected={selected}
        onToggle={toggle}
      />
    </Card>
  );
};

export default PaymentsPage;
