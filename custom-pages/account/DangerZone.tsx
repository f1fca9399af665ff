import { useState } from "react";
import { Box, Button, Divider, Stack, Typography } from "@mui/material";
import { Confirm, useTranslate } from "react-admin";
import type { MessageResponse } from "../../domain/api";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useAccountAction } from "./useAccountAction";

interface DangerActionProps {
  name: "deactivate" | "delete";
  send: () => Promise<MessageResponse>;
}

/** One irreversible action: a description, a button, and a confirmation before anything happens. */
const DangerAction = ({ name, send }: DangerActionProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAccountAction(send);
  const t = (key: string) => `app.account.danger.${name}.${key}`;

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} alignItems={{ sm: "center" }}>
      <Box sx={{ flex: 1 }}>
        <Typography fontWeight={600}>{translate(t("title"))}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(t("text"))}
        </Typography>
      </Box>
      <Button
        color="error"
        variant={name === "delete" ? "contained" : "outlined"}
        disabled={pending}
        onClick={() => setOpen(true)}
        sx={{ flexShrink: 0 }}
      >
        {translate(t("button"))}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={t("confirm_title")}
        content={t("confirm_text")}
        confirm={t("button")}
        cancel="app.account.confirm.no"
        confirmColor="warning"
        onConfirm={() => {
          setOpen(false);
          void run();
        }}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
};

/** Deactivate (PUT /api/users/deactivate) or delete (DELETE /api/users/{id}) the account. */
export const DangerZone = ({ userId }: { userId: number }) => {
  const dataProvider = useAppDataProvider();
  return (
    <Stack divider={<Divider flexItem />} spacing={2}>
      <DangerAction name="deactivate" send={() => dataProvider.deactivateAccount()} />
      <DangerAction name="delete" send={() => dataProvider.deleteAccount(userId)} />
    </Stack>
  );
};
