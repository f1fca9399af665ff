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
import { keepPreviousData } from "@tanstack/react-query";
import { useCanAccess, useGetList, useTranslate } from "react-admin";
import { CONTACTS_PER_PAGE } from "../../domain/contacts";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { useErrorToast } from "../../ui/useErrorToast";
import { ContactListItem } from "./ContactListItem";
import type { Contact } from "../../domain/contracts/contacts";

interface ContactDrawerListProps {
  search: string;
  onSearch: (search: string) => void;
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  onCreate: () => void;
}

/** The drawer's quick list of the store's contacts (the Contact list, by 10, sorted by name). */
export const ContactDrawerList = ({
  search,
  onSearch,
  page,
  onPage,
  onOpen,
  onCreate,
}: ContactDrawerListProps) => {
  const translate = useTranslate();
  const term = useDebouncedValue(search.trim());
  const { data, total, isFetching, isError, errorUpdatedAt } = useGetList<Contact>(
    "Contact",
    {
      filter: term === "" ? {} : { q: term },
      pagination: { page, perPage: CONTACTS_PER_PAGE },
      sort: { field: "name", order: "ASC" },
    },
    { placeholderData: keepPreviousData, retry: false },
  );
  useErrorToast(isError, errorUpdatedAt, "app.shell.contacts.load_error");
  const rows = data ?? [];
  const pages = Math.ceil((total ?? 0) / CONTACTS_PER_PAGE);
  const { canAccess: canCreate } = useCanAccess({ resource: "Contact", action: "create" });

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
      {pages > 1 ? (
        <Box sx={{ display: "flex", justifyContent: "center", py: 2 }}>
          <Pagination count={pages} page={page} onChange={(_, next) => onPage(next)} size="small" />
        </Box>
      ) : null}
    </Box>
  );
};
