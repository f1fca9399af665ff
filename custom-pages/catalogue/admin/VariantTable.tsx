import {
  Box,
  Button,
  Checkbox,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import type { Dispatch, SetStateAction } from "react";
import { useTranslate } from "react-admin";
import { CATALOGUE_SIZES } from "../../../domain/sizes";
import { newKey, type VariantRow } from "./useSupplierProductForm";

type Field = "color" | "color_swatch" | "cost" | "quantity";

interface VariantTableProps {
  variants: VariantRow[];
  setVariants: Dispatch<SetStateAction<VariantRow[]>>;
  errors: Record<string, string>;
}

/** Colour × size rows with cost and stock; a removed row is deleted on save. */
export const VariantTable = ({ variants, setVariants, errors }: VariantTableProps) => {
  const translate = useTranslate();
  const update = (key: string, patch: Partial<VariantRow>) =>
    setVariants((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () =>
    setVariants((rows) => {
      // A new row starts from the last colour, as the next size of it is the usual addition.
      const last = rows.at(-1);
      return [
        ...rows,
        {
          key: newKey(),
          color: last?.color ?? "",
          color_swatch: last?.color_swatch ?? "#FFFFFF",
          size: "",
          cost: last?.cost ?? "",
          quantity: "0",
          available: true,
        },
      ];
    });
  const cell = (row: VariantRow, index: number, field: Field, width: number) => {
    const error = errors[`variants.${index}.${field}`];
    return (
      <TableCell sx={{ minWidth: width }}>
        <TextField
          size="small"
          fullWidth
          type={field === "color_swatch" ? "color" : "text"}
          value={row[field]}
          onChange={(event) => update(row.key, { [field]: event.target.value })}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            // size 1: the cell's minimum width, not the input's default 20 characters, sets the
            // column's width, so the table fits its card at 1280 px.
            htmlInput: {
              size: 1,
              "aria-label": `${translate(`app.catalogue.admin.variant.${field}`)} ${index + 1}`,
            },
          }}
        />
      </TableCell>
    );
  };

  /** The size is chosen from the catalogue's list, in its order; a stored size off the list shows as is. */
  const sizeCell = (row: VariantRow, index: number) => {
    const error = errors[`variants.${index}.size`];
    const options =
      CATALOGUE_SIZES.includes(row.size) || row.size === ""
        ? CATALOGUE_SIZES
        : [row.size, ...CATALOGUE_SIZES];
    return (
      <TableCell sx={{ minWidth: 110 }}>
        <TextField
          select
          size="small"
          fullWidth
          value={row.size}
          onChange={(event) => update(row.key, { size: event.target.value })}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            select: { native: true },
            htmlInput: { "aria-label": `${translate("app.catalogue.admin.variant.size")} ${index + 1}` },
          }}
        >
          <option value="">{translate("app.catalogue.admin.variant.choose_size")}</option>
          {options.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </TextField>
      </TableCell>
    );
  };

  return (
    <Box>
      {/* A product has up to hundreds of rows: they scroll inside the card under a fixed header,
          so the horizontal scroll bar of a narrow screen stays in view. */}
      <Box sx={{ overflow: "auto", maxHeight: "70vh" }}>
        <Table size="small" stickyHeader aria-label={translate("app.catalogue.admin.variants")}>
          <TableHead>
            <TableRow>
              {(["color", "color_swatch", "size", "cost", "quantity", "available"] as const).map((f) => (
                <TableCell key={f}>{translate(`app.catalogue.admin.variant.${f}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {variants.map((row, index) => (
              <TableRow key={row.key}>
                {cell(row, index, "color", 140)}
                {cell(row, index, "color_swatch", 70)}
                {sizeCell(row, index)}
                {cell(row, index, "cost", 90)}
                {cell(row, index, "quantity", 90)}
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={row.available}
                    onChange={(event) => update(row.key, { available: event.target.checked })}
                    slotProps={{
                      input: {
                        "aria-label": `${translate("app.catalogue.admin.variant.available")} ${index + 1}`,
                      },
                    }}
                  />
                </TableCell>
                <TableCell padding="checkbox">
                  <Tooltip title={translate("ra.action.remove")}>
                    <IconButton
                      aria-label={`${translate("ra.action.remove")} ${index + 1}`}
                      onClick={() => setVariants((rows) => rows.filter((r) => r.key !== row.key))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }}>
        {translate("app.catalogue.admin.add_variant")}
      </Button>
    </Box>
  );
};
