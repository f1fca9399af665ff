import { RecordContextProvider, useListContext, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { FilePrepRequest } from "../../domain/library";
import { PrepDatesCell, PrepFileCell, PrepRequestCell, PrepRowActions, PrepStatusChip } from "./PrepCells";
import { PrepQueueEmpty } from "./PrepQueueEmpty";

/**
 * Phones: one block per request (store and status, the file, the request, dates) with its
 * actions below, so each control is reached on its own.
 */
export const PrepSimpleList = () => {
  const translate = useTranslate();
  const { data = [], isPending } = useListContext<FilePrepRequest>();
  if (!isPending && data.length === 0) return <PrepQueueEmpty />;
  return (
    <List aria-label={translate("app.library.prep_admin.title")}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <ListItem divider sx={{ display: "block" }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
              <Typography variant="subtitle2">{record.website_name}</Typography>
              <PrepStatusChip />
            </Stack>
            <Stack direction="row" spacing={2} sx={{ my: 1 }}>
              <Box sx={{ flexShrink: 0 }}>
                <PrepFileCell />
              </Box>
              <Stack spacing={1} sx={{ minWidth: 0 }}>
                <PrepRequestCell />
                <PrepDatesCell />
              </Stack>
            </Stack>
            <PrepRowActions />
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
};
