import { useCallback, useState } from "react";
import { Divider, Stack, Typography } from "@mui/material";
import { useNotify } from "react-admin";
import type { Draft, DraftItemPatch } from "../../../domain/drafts";
import { ItemMockups } from "../ItemMockups";
import { MockupPanel } from "../MockupPanel";

/**
 * Step 3: per item, colours and the design on each side; then one "Generate mockups" for the
 * draft. Generating waits until the editor has saved every placement.
 */
export const MockupsStep = ({
  draft,
  busy,
  run,
  patchItem,
  setDraft,
  errors,
}: {
  draft: Draft;
  busy: boolean;
  run: (work: () => Promise<Draft>) => Promise<Draft>;
  patchItem: (key: string, patch: Omit<DraftItemPatch, "key">) => Promise<Draft>;
  setDraft: (draft: Draft) => void;
  errors: Record<string, string>;
}) => {
  const notify = useNotify();
  const [editing, setEditing] = useState<Record<string, boolean>>({});
  const onBusy = useCallback(
    (key: string) => (value: boolean) => setEditing((e) => (e[key] === value ? e : { ...e, [key]: value })),
    [],
  );
  const saving = Object.values(editing).some(Boolean);
  return (
    <Stack spacing={3}>
      {draft.items.map((item, index) => (
        <Stack key={item.key} spacing={2}>
          {draft.items.length > 1 ? (
            <>
              {index > 0 ? <Divider /> : null}
              <Typography variant="h6" component="h2">
                {item.supplier.name}
              </Typography>
            </>
          ) : null}
          <ItemMockups
            draft={draft}
            item={item}
            run={run}
            patchItem={patchItem}
            onBusyChange={onBusy(item.key)}
            colorError={errors[`items.${index}.colors`]}
            notImage={() => notify("app.productCreator.design.images_only", { type: "error" })}
          />
        </Stack>
      ))}
      <MockupPanel draft={draft} onDraft={setDraft} disabled={busy || saving} />
    </Stack>
  );
};
