import type { ReactNode } from "react";
import { Box, Button, Card, CardContent, Stack } from "@mui/material";
import { Title, useTranslate } from "react-admin";

/** A create page's frame: the page title, the fields in one card and the Create button under them. */
export const CreateForm = ({
  title,
  disabled,
  onCreate,
  children,
}: {
  title: string;
  disabled: boolean;
  onCreate: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box p={2}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            {children}
            <Button variant="contained" sx={{ alignSelf: "flex-end" }} disabled={disabled} onClick={onCreate}>
              {translate("app.productEditor.create.create")}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
