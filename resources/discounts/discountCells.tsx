import Typography from "@mui/material/Typography";
import { useRecordContext, useTranslate } from "react-admin";
import { formatMoney } from "../../domain/money";
import { formatDate } from "../../ui/format";
import type { Discount } from "../../domain/contracts/discounts";

/** "10%" or "$5.00". */
export const discountValue = (d: Discount) => (d.kind === "fixed" ? formatMoney(d.value) : `${d.value}%`);

/** "3 / 100", or the count alone without a limit. */
export const discountUsage = (d: Discount) =>
  d.usage_limit ? `${d.used_count} / ${d.usage_limit}` : String(d.used_count);

/** The code (as typed at checkout) with its title below. */
export const DiscountCode = () => {
  const d = useRecordContext<Discount>();
  if (!d) return null;
  return (
    <>
      <Typography component="span" sx={{ fontFamily: "monospace" }}>
        {d.code}
      </Typography>
      {d.title ? (
        <Typography variant="caption" display="block">
          {d.title}
        </Typography>
      ) : null}
    </>
  );
};

/** The end of the validity window, or "Never". */
export const DiscountEnds = () => {
  const d = useRecordContext<Discount>();
  const translate = useTranslate();
  if (!d) return null;
  return <>{d.ends_at ? formatDate(d.ends_at) : translate("app.money.common.never")}</>;
};
