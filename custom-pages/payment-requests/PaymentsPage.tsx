import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Title, useNotify, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAppDataProvider } from "../../providers/dataProvider";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { usePaging } from "../../ui/lists/usePaging";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { readFailure, useServerText } from "../../ui/useServerText";
import { FlagFilter } from "./FlagFilter";
import { PaymentsTable } from "./PaymentsTable";
import { StoreFilter } from "./StoreFilter";
import type { Flag } from "./types";
import { usePaymentRequests, usePaymentsChanged } from "./usePaymentRequests";

/**
 * /payments: payment rows filtered by is_request and done (admins: every store, or one). Rows
 * can be chosen and sent as one payment request only while both filters are off;
 * admins settle requests. ?hash= (the link mailed to admins) shows one request, as a chip that
 * removes the filter.
 */
const PaymentsPage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const changed = usePaymentsChanged();
  const { user, isPending: userPending } = useCurrentUser();
  // Undefined until the user is known: admins and store staff ask different lists.
  const isAdmin = userPending ? undefined : user?.is_admin === true;
  const [params, setParams] = useSearchParams();
  const hash = params.get("hash") ?? "";
  const [isRequest, setIsRequest] = useState<Flag>("");
  const [done, setDone] = useState<Flag>("");
  const [store, setStore] = useState("");
  const paging = usePaging();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const query = usePaymentRequests({ isRequest, done, hash, store }, paging, isAdmin);
  const t = (key: string, options?: object) => translate(`app.money.payments.${key}`, options);
  const filtersOff = isRequest === "" && done === "";

  const setFilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      paging.reset();
      setSelected(new Set());
    };
  const clearHash = () => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete("hash");
      return next;
    });
    paging.reset();
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const act = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      notify(success, { type: "success" });
      setSelected(new Set());
      await changed();
    } catch (error) {
      notify(serverText(readFailure(error)), { type: "error" });
    }
  };
  const request = () =>
    confirm({
      content: "app.money.payments.confirm_request",
      translateOptions: { smart_count: selected.size },
    }).then(
      () => act(() => dataProvider.requestPayments([...selected]), "app.money.payments.requested"),
      ignoreCanceled,
    );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t("title")} />
      <Typography sx={{ px: 2, pt: 2 }} color="text.secondary">
        {t("hint")}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ px: 2, py: 2, alignItems: "center", flexWrap: "wrap" }}
      >
        <FlagFilter label={t("is_request")} value={isRequest} onChange={setFilter(setIsRequest)} />
        <FlagFilter label={t("done")} value={done} onChange={setFilter(setDone)} />
        {isAdmin ? <StoreFilter value={store} onChange={setFilter(setStore)} /> : null}
        {hash ? (
          <Chip label={t("hash_chip", { hash: hash.slice(0, 8) })} onDelete={clearHash} color="primary" />
        ) : null}
        <Box sx={{ flex: 1 }} />
        {filtersOff ? (
          <Button variant="contained" disabled={selected.size === 0} onClick={() => void request()}>
            {t("request", { smart_count: selected.size })}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t("request_hint")}
          </Typography>
        )}
        {isAdmin && selected.size > 0 ? (
          <Button
            variant="outlined"
            onClick={() =>
              void act(() => dataProvider.markPaymentsDone([...selected]), "app.money.payments.marked_done")
            }
          >
            {t("mark_done")}
          </Button>
        ) : null}
      </Stack>
      <PaymentsTable
        query={query}
        paging={paging}
        selectable={filtersOff}
        selected={selected}
        onToggle={toggle}
        withStore={isAdmin === true}
        singleRequest={hash !== ""}
      />
    </Card>
  );
};

export default PaymentsPage;
