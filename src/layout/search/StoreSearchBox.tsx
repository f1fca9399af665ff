import { useState, type FormEvent } from "react";
import { Box, Dialog, DialogContent, IconButton, InputAdornment, TextField, Tooltip } from "@mui/material";
import ManageSearchIcon from "@mui/icons-material/ManageSearch";
import { useNavigate, useTranslate } from "react-admin";
import { SUPPORT_SEARCH_MAX } from "../../../domain/support-search-terms";
import { storeSearchPath } from "../../../ui/paths";

/** The field: Enter opens the results page for the term. */
const SearchForm = ({ onDone, autoFocus = false }: { onDone?: () => void; autoFocus?: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [input, setInput] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = input.trim();
    if (q === "") return;
    navigate(storeSearchPath(q));
    onDone?.();
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ width: "100%" }}>
      <TextField
        type="search"
        variant="outlined"
        size="small"
        fullWidth
        autoFocus={autoFocus}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        placeholder={translate("app.storeSearch.placeholder")}
        sx={{ "& .MuiOutlinedInput-root": { bgcolor: "background.default", borderRadius: 2.5 } }}
        slotProps={{
          htmlInput: { "aria-label": translate("app.storeSearch.box_label"), maxLength: SUPPORT_SEARCH_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <ManageSearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
};

/**
 * The app bar's search across the stores (orders, contacts, products): a field on wide screens,
 * an icon that opens the field on narrow ones.
 */
export const StoreSearchBox = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Box sx={{ width: 240, display: { xs: "none", lg: "block" }, mr: 1 }}>
        <SearchForm />
      </Box>
      <Tooltip title={translate("app.storeSearch.open")}>
        <IconButton
          color="inherit"
          aria-label={translate("app.storeSearch.open")}
          onClick={() => setOpen(true)}
          sx={{ display: { xs: "inline-flex", lg: "none" } }}
        >
          <ManageSearchIcon />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-label={translate("app.storeSearch.box_label")}
        sx={{ "& .MuiDialog-container": { alignItems: "flex-start" } }}
      >
        <DialogContent sx={{ p: 2 }}>
          <SearchForm autoFocus onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
};
