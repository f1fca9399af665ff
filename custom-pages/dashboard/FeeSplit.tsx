import { Box, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents } from "../../ui/format";
import { useChartColors } from "./useChartColors";

/** For admins: the platform's and the store owners' share of the period, as one split bar. */
export const FeeSplit = ({ platform, owners }: { platform: number; owners: number }) => {
  const translate = useTranslate();
  const colors = useChartColors();
  const total = platform + owners;
  const share = total > 0 ? Math.round((platform / total) * 100) : 0;
  const parts = [
    { key: "platform_fees", value: platform, color: colors.primary, percent: share },
    { key: "store_owner_fees", value: owners, color: colors.secondary, percent: total > 0 ? 100 - share : 0 },
  ];

  return (
    <Box sx={{ p: 1.75, borderRadius: 3, bgcolor: "action.hover" }}>
      <Box
        aria-hidden="true"
        sx={{ display: "flex", height: 8, borderRadius: 4, overflow: "hidden", bgcolor: "divider", mb: 1.5 }}
      >
        {parts.map((part) => (
          <Box key={part.key} sx={{ width: `${part.percent}%`, bgcolor: part.color }} />
        ))}
      </Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 1, sm: 4 }}>
        {parts.map((part) => (
          <Box key={part.key}>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: "flex", alignItems: "center", gap: 0.75 }}
            >
              <Box component="span" sx={{ width: 8, height: 8, borderRadius: "50%", bgcolor: part.color }} />
              {translate(`app.dashboard.orders.${part.key}`)}
            </Typography>
            <Typography
              component="p"
              sx={{ fontWeight: 700, fontSize: 18, fontVariantNumeric: "tabular-nums" }}
            >
              {formatCents(part.value)}{" "}
              <Typography component="span" variant="body2" color="text.secondary">
                {part.percent}%
              </Typography>
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
};
