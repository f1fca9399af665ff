import { Chip, Stack } from "@mui/material";
import { Labeled, NumberField, Show, SimpleShowLayout, TextField, useRecordContext } from "react-admin";
import { formatDate } from "../../ui/format";
import { DemoChip, LaunchedChip, PlanChip } from "./WebsiteChips";
import { WebsiteLink } from "./WebsiteLink";
import type { WebsiteRecord } from "../../domain/contracts/websites";

/** Plan features are the truthy keys of `limits` (e.g. giftcards). */
const LimitsField = () => {
  const record = useRecordContext<WebsiteRecord>();
  const features = Object.entries(record?.limits ?? {}).filter(([, value]) => Boolean(value));
  if (features.length === 0) return <span>—</span>;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {features.map(([feature]) => (
        <Chip key={feature} size="small" label={feature} />
      ))}
    </Stack>
  );
};

const CreatedAt = () => {
  const record = useRecordContext<WebsiteRecord>();
  return <span>{formatDate(record?.created_at)}</span>;
};

const WebsiteShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="name" />
      <Labeled source="link">
        <WebsiteLink />
      </Labeled>
      <Stack direction="row" spacing={4}>
        <Labeled source="plan">
          <PlanChip />
        </Labeled>
        <Labeled source="is_launched">
          <LaunchedChip />
        </Labeled>
        <Labeled source="is_demo">
          <DemoChip showNo />
        </Labeled>
      </Stack>
      <NumberField source="margin" emptyText="—" />
      <Labeled source="limits">
        <LimitsField />
      </Labeled>
      <Labeled source="created_at">
        <CreatedAt />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);

export default WebsiteShow;
