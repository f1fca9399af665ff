import { Chip, Stack } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { WebsiteRecord } from "../../domain/contracts/websites";

export const LaunchedChip = () => {
  const translate = useTranslate();
  const record = useRecordContext<WebsiteRecord>();
  if (!record) return null;
  const launched = Boolean(Number(record.is_launched));
  return (
    <Chip
      size="small"
      color={launched ? "success" : "default"}
      variant={launched ? "filled" : "outlined"}
      label={translate(launched ? "app.website.launched" : "app.website.not_launched")}
    />
  );
};

/** Lists mark only demo stores; the show page also says "No". */
export const DemoChip = ({ showNo = false }: { showNo?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<WebsiteRecord>();
  if (!record) return null;
  if (Number(record.is_demo))
    return <Chip size="small" color="secondary" label={translate("app.website.demo")} />;
  return showNo ? <Chip size="small" variant="outlined" label={translate("ra.boolean.false")} /> : null;
};

export const PlanChip = () => {
  const record = useRecordContext<WebsiteRecord>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ textTransform: "capitalize" }}
      label={record.plan || "free"}
    />
  );
};

/** Launched, demo and archived together: one column in the list. */
export const StateChips = () => {
  const translate = useTranslate();
  const record = useRecordContext<WebsiteRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {record.archived_at ? (
        <Chip size="small" color="warning" label={translate("app.stores.list.archived_chip")} />
      ) : (
        <LaunchedChip />
      )}
      <DemoChip />
    </Stack>
  );
};
