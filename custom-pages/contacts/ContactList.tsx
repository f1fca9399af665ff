import {
  Box,
  Button,
  InputAdornment,
  LinearProgress,
  List,
  Pagination,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import SearchIcon from "@mui/icons-material/Search";
import { useTranslate } from "react-admin";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { ContactListItem } from "./ContactListItem";
import { useCanWriteContacts, useContactList } from "./useContacts";

interface ContactListProps {
  search: string;
  onSearch: (search: string) => void;
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  onCreate: () => void;
}

export const ContactList = ({ search, onSearch, page, onPage, onOpen, onCreate }: ContactListProps) => {
  const translate = useTranslate();
  const term = useDebouncedValue(search.trim());
  const { data, isFetching, isError } = useContactList(term, page);
  const rows = data?.data ?? [];
  const canCreate = useCanWriteContacts();

  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ p: 2, pb: 1 }}>
        <TextField
          fullWidth
          size="small"
          variant="outlined"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={translate("app.shell.contacts.search")}
          slotProps={{
            htmlInput: { "aria-label": translate("app.shell.contacts.search") },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {canCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate} sx={{ flexShrink: 0 }}>
            {translate("app.shell.contacts.new")}
          </Button>
        ) : null}
      </Stack>
      <LinearProgress sx={{ visibility: isFetching ? "visible" : "hidden", height: 2 }} />
      {rows.length === 0 && !isFetching ? (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: "center" }}>
          {translate(isError ? "app.shell.contacts.load_error" : "app.shell.contacts.empty")}
        </Typography>
      ) : (
        <List disablePadding aria-label={translate("app.shell.contacts.title")}>
          {rows.map((contact) => (
            <ContactListItem key={contact.id} contact={contact} onOpen={onOpen} />
          ))}
        </List>
      )}
      {data && data.last_page > 1 ? (
        <Box sx={{ display: "flex", justifyContent: "center", py: 2 }}>
          <Pagination count={data.last_page} page={page} onChange={(_, next) => onPage(next)} size="small" />
        </Box>
      ) : null}
    </Box>
  );
};
