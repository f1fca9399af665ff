import { Box, InputAdornment, LinearProgress, List, Pagination, TextField, Typography } from "@mui/material";
import SearchIcon from "@mui/icons-material/Search";
import { useTranslate } from "react-admin";
import { useDebouncedValue } from "../../src/layout/useDebouncedValue";
import { ContactListItem } from "./ContactListItem";
import { useContactList } from "./useContacts";

interface ContactListProps {
  search: string;
  onSearch: (search: string) => void;
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}

export const ContactList = ({ search, onSearch, page, onPage, onOpen }: ContactListProps) => {
  const translate = useTranslate();
  const term = useDebouncedValue(search.trim());
  const { data, isFetching, isError } = useContactList(term, page);
  const rows = data?.data ?? [];

  return (
    <Box>
      <Box sx={{ p: 2, pb: 1 }}>
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
      </Box>
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
