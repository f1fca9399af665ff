import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatMoney } from "../../domain/pricing";
import { DateRangeSelector } from "../../ui/date-range/DateRangeSelector";
import { resolveDateRange, type DateRangeValue } from "../../ui/date-range/dateRangeValue";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { AdminStats } from "../../domain/contracts/admin-panel";

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Card variant="outlined" sx={{ flex: 1, minWidth: 160 }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </CardContent>
  </Card>
);

/** Platform statistics with the fee split, payouts, users and stores for a date range. */
export const StatsTab = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  // The chosen calendar days go to the server as they are; it counts them as the rollup's UTC days.
  const [period, setPeriod] = useState<DateRangeValue>({ preset: "all" });
  const range = resolveDateRange(period);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ["admin-panel", "stats", range?.from, range?.to],
    queryFn: () => dataProvider.adminStats(range ? { from: range.from, to: range.to } : null),
  });
  const t = (key: string, options?: object) => translate(`app.admin.stats.${key}`, options);
  const split = (s: AdminStats["totals"]) =>
    [s.price, s.platform_fee, s.profit, s.supplier_cost].map(formatMoney);

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <DateRangeSelector value={period} onChange={setPeriod} />
      </Box>
      {isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>{translate("app.admin.retry")}</Button>}
        >
          {translate("app.admin.load_error")}
        </Alert>
      ) : isPending ? (
        <Skeleton height={240} aria-busy="true" />
      ) : (
        <>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
            <Figure label={t("orders")} value={String(data.totals.orders)} />
            {[t("revenue"), t("platform_fee"), t("profit"), t("supplier_cost")].map((label, i) => (
              <Figure key={label} label={label} value={split(data.totals)[i] ?? ""} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t("canceled", { count: data.canceled.orders, amount: formatMoney(data.canceled.price) })}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {t("payments")}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
            <Figure label={t("for_website")} value={formatMoney(data.payments.for_website)} />
            <Figure label={t("for_platform")} value={formatMoney(data.payments.for_platform)} />
            <Figure label={t("requested_open")} value={formatMoney(data.payments.requested_open)} />
            <Figure label={t("paid_out")} value={formatMoney(data.payments.done)} />
            <Figure label={t("open_requests")} value={String(data.payments.open_requests)} />
          </Stack>
          <Typography sx={{ mt: 2 }}>
            <strong>{t("users")}:</strong> {t("users_line", data.users)}
          </Typography>
          <Typography>
            <strong>{t("websites")}:</strong> {t("websites_line", data.websites)}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {t("monthly")}
          </Typography>
          <Table size="small" aria-label={t("monthly")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("month")}</TableCell>
                <TableCell align="right">{t("orders")}</TableCell>
                <TableCell align="right">{t("revenue")}</TableCell>
                <TableCell align="right">{t("platform_fee")}</TableCell>
                <TableCell align="right">{t("profit")}</TableCell>
                <TableCell align="right">{t("supplier_cost")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.monthly.map((m) => (
                <TableRow key={m.month}>
                  <TableCell>{m.month}</TableCell>
                  <TableCell align="right">{m.orders}</TableCell>
                  {split(m).map((v, i) => (
                    <TableCell key={i} align="right">
                      {v}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mt: 2 }}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h6" component="h2">
                {t("new_users")}
              </Typography>
              {data.new_users.length === 0 ? (
                <Typography color="text.secondary">{t("none")}</Typography>
              ) : null}
              <List dense>
                {data.new_users.map((u) => (
                  <ListItem key={u.id}>
                    <ListItemText primary={u.name} secondary={`${u.email} · ${u.created_at.slice(0, 10)}`} />
                  </ListItem>
                ))}
              </List>
            </Box>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h6" component="h2">
                {t("new_websites")}
              </Typography>
              {data.new_websites.length === 0 ? (
                <Typography color="text.secondary">{t("none")}</Typography>
              ) : null}
              <List dense>
                {data.new_websites.map((w) => (
                  <ListItem key={w.id}>
                    <ListItemText primary={w.name} secondary={`${w.owner} · ${w.created_at.slice(0, 10)}`} />
                  </ListItem>
                ))}
              </List>
            </Box>
          </Stack>
        </>
      )}
    </Box>
  );
};
