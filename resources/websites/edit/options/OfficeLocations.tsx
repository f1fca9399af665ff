import { useState } from "react";
import {
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import EditIcon from "@mui/icons-material/EditOutlined";
import { useTranslate } from "react-admin";
import { ignoreCanceled, useConfirm } from "../../../../ui/ConfirmDialog";
import { SettingsCard } from "../SettingsCard";
import type { OfficeLocationDto, WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { OfficeLocationDialog } from "./OfficeLocationDialog";
import { useLocationSave, type LocationInput } from "./useLocationSave";

/** The office locations list pages by 10 entries. */
export const LOCATIONS_PAGE = 10;

const place = (l: OfficeLocationDto) =>
  [l.street, l.city, l.postal, l.state, l.country].filter(Boolean).join(", ");
const strip = ({ id, ...rest }: OfficeLocationDto): LocationInput => ({ id, ...rest });

/** Office locations: a paged table; add and edit in a dialog, delete after a confirmation. */
export const OfficeLocations = ({ website }: { website: WebsiteDetail }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const save = useLocationSave(website);
  const rows = website.office_locations;
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<OfficeLocationDto | "new" | null>(null);
  const lastPage = Math.max(0, Math.ceil(rows.length / LOCATIONS_PAGE) - 1);
  // A page emptied by a delete goes back to the last page that still has rows.
  const current = Math.min(page, lastPage);

  const submit = async (location: LocationInput) => {
    const list = rows.map(strip);
    const at = list.findIndex((l) => l.id !== undefined && l.id === location.id);
    if (at >= 0) list[at] = location;
    else list.push(location);
    const errors = await save(list);
    if (errors) {
      // The dialog shows one location: "office_locations.<n>.city" becomes "city".
      const prefix = `office_locations.${at >= 0 ? at : list.length - 1}.`;
      return Object.fromEntries(
        Object.entries(errors).map(([k, v]) => [k.startsWith(prefix) ? k.slice(prefix.length) : k, v]),
      );
    }
    setEditing(null);
    // A new location is last: show the page it landed on (a new page every 10 entries).
    if (at < 0) setPage(Math.floor((list.length - 1) / LOCATIONS_PAGE));
    return undefined;
  };

  const remove = (location: OfficeLocationDto) =>
    confirm({
      content: "app.storeSettings.locations.delete_confirm",
      translateOptions: { name: location.name },
    }).then(() => save(rows.filter((l) => l.id !== location.id).map(strip), [location.id]), ignoreCanceled);

  return (
    <SettingsCard
      title="app.storeSettings.locations.title"
      description="app.storeSettings.locations.hint"
      aside={
        <Button startIcon={<AddIcon />} onClick={() => setEditing("new")}>
          {translate("app.storeSettings.locations.add")}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate("app.storeSettings.locations.empty")}</Typography>
      ) : (
        <>
          <Table size="small" aria-label={translate("app.storeSettings.locations.title")}>
            <TableHead>
              <TableRow>
                <TableCell>{translate("app.storeSettings.locations.name")}</TableCell>
                <TableCell>{translate("app.storeSettings.locations.place")}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.slice(current * LOCATIONS_PAGE, (current + 1) * LOCATIONS_PAGE).map((location) => (
                <TableRow key={location.id}>
                  <TableCell>{location.name}</TableCell>
                  <TableCell>{place(location)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    <IconButton
                      aria-label={translate("app.storeSettings.locations.edit", { name: location.name })}
                      onClick={() => setEditing(location)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={translate("app.storeSettings.locations.delete", { name: location.name })}
                      onClick={() => void remove(location)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={rows.length}
            page={current}
            rowsPerPage={LOCATIONS_PAGE}
            rowsPerPageOptions={[LOCATIONS_PAGE]}
            onPageChange={(_, next) => setPage(next)}
          />
        </>
      )}
      {editing !== null ? (
        <OfficeLocationDialog
          location={editing === "new" ? null : editing}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </SettingsCard>
  );
};
