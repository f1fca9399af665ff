import { Box, Chip, Stack, Typography } from "@mui/material";
import LockIcon from "@mui/icons-material/LockOutlined";
import { useTranslate } from "react-admin";

/** "1.1" -> "+10%": the production margin is a multiplier on the supplier cost. */
function asPercent(margin: number): string {
  const percent = Math.round((margin - 1) * 1000) / 10;
  return `${percent >= 0 ? "+" : ""}${percent}%`;
}

/** The production margin, read-only: platform admins set it (PUT /api/users/updateMargin/{id}). */
export const MarginInfo = ({ margin }: { margin: number }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Box>
          <Typography variant="body2" color="text.secondary">
            {translate("app.account.margin.label")}
          </Typography>
          <Typography component="p" sx={{ fontSize: 22, fontWeight: 700 }}>
            ×{margin.toFixed(2)}{" "}
            <Typography component="span" color="text.secondary">
              ({asPercent(margin)})
            </Typography>
          </Typography>
        </Box>
        <Chip
          icon={<LockIcon />}
          size="small"
          variant="outlined"
          label={translate("app.account.margin.read_only")}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate("app.account.margin.hint")}
      </Typography>
    </Stack>
  );
};
