import { useTranslate } from "react-admin";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatMoney } from "../../domain/money";
import { formatDate } from "../../ui/format";
import type { PaymentGroup } from "../../domain/contracts/payment-requests";

/** One request in a line: how many payments, both totals, when it was made and its state. */
export const RequestSummary = ({
  group,
  shown,
  withStore,
}: {
  group: PaymentGroup;
  /** Rows of the request on this page, when fewer than all of them. */
  shown?: number;
  withStore?: boolean;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.money.payments.${key}`, options);
  const date = formatDate(group.requested_at ?? group.created_at);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
      <Typography variant="subtitle2" component="span">
        {withStore ? `${group.website_name}: ` : ""}
        {t("request_group", { smart_count: group.count })}
      </Typography>
      <Typography variant="body2" component="span">
        {t("group_amounts", {
          store: formatMoney(group.amount_for_website),
          platform: formatMoney(group.amount_for_vi),
        })}
      </Typography>
      <Typography variant="body2" component="span" color="text.secondary">
        {t("requested_on", { date })}
      </Typography>
      <Chip
        size="small"
        color={group.done ? "success" : "warning"}
        label={t(group.done ? "state_done" : "state_waiting")}
      />
      {shown !== undefined && shown < group.count ? (
        <Typography variant="caption" component="span" color="text.secondary">
          {t("group_partial", { shown })}
        </Typography>
      ) : null}
    </Stack>
  );
};
