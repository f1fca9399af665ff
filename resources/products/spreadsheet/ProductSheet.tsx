import { useReducer, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import SaveIcon from "@mui/icons-material/Save";
import UndoIcon from "@mui/icons-material/Undo";
import ClearAllIcon from "@mui/icons-material/ClearAll";
import { Link, Loading, useListContext, useNotify, useRefresh, useTranslate } from "react-admin";
import type { ProductRecord } from "../../../domain/contracts/product-list";
import type { SheetRow } from "../../../domain/contracts/product-spreadsheet";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { formatCents } from "../../../ui/format";
import { useMinimumPriceText } from "../../../ui/MoneyField";
import { readFailure, useServerText } from "../../../ui/useServerText";
import { visuallyHidden } from "../../../ui/charts/ChartTable";
import { ListPagination } from "../../../ui/lists/listPaging";
import { SheetGrid, type CellErrors } from "./SheetGrid";
import {
  changeCount,
  noEdits,
  rowErrors,
  sheetReducer,
  sheetRows,
  type SheetField,
  type SheetProduct,
  type SheetValues,
} from "./sheetEdits";

/**
 * The spreadsheet over the page of products the list context holds: unsaved changes kept per
 * product (across pages), Undo, Discard all, and Save sending every changed row in one request.
 */
export const ProductSheet = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const serverText = useServerText();
  const { resay } = useMinimumPriceText();
  const dataProvider = useAppDataProvider();
  const { data, isPending } = useListContext<ProductRecord>();
  const [edits, dispatch] = useReducer(sheetReducer, noEdits);
  const [errors, setErrors] = useState<CellErrors>({});
  const [said, setSaid] = useState("");
  const count = changeCount(edits);

  const column = (field: SheetField) => translate(`app.productList.spreadsheet.columns.${field}`);
  const dropError = (id: number, field: SheetField) =>
    setErrors((all) => {
      if (!all[id]?.[field]) return all;
      const row = { ...all[id] };
      delete row[field];
      return { ...all, [id]: row };
    });

  const onSet = <F extends SheetField>(product: SheetProduct, field: F, value: SheetValues[F]) => {
    dispatch({ type: "set", product, field, value });
    dropError(product.id, field);
    const shown =
      field === "price"
        ? formatCents(value as number)
        : field === "status"
          ? translate(`app.product_status.${String(value)}`)
          : String(value);
    setSaid(
      translate("app.productList.spreadsheet.changed_cell", {
        column: column(field),
        name: product.name,
        value: shown,
      }),
    );
  };

  const undo = () => {
    const last = edits.history.at(-1);
    if (!last) return;
    dispatch({ type: "undo" });
    dropError(last.id, last.field);
    const name = edits.originals[last.id]?.name ?? "";
    setSaid(translate("app.productList.spreadsheet.undone", { column: column(last.field), name }));
  };

  const discard = () => {
    dispatch({ type: "discard" });
    setErrors({});
    setSaid(translate("app.productList.spreadsheet.discarded"));
  };

  const save = useMutation({
    mutationFn: (rows: SheetRow[]) => dataProvider.saveProductSheet(rows),
    onSuccess: () => {
      dispatch({ type: "discard" });
      setErrors({});
      const text = translate("app.productList.spreadsheet.saved");
      setSaid(text);
      notify(text, { type: "success" });
      refresh();
    },
    onError: (error, rows) => {
      const failure = readFailure(error);
      const found = rowErrors(rows, failure.fieldErrors, failure.fieldCodes);
      const shown: CellErrors = {};
      for (const [id, fields] of Object.entries(found)) {
        const row: Partial<Record<SheetField, string>> = {};
        for (const [field, said] of Object.entries(fields)) {
          const text =
            resay(said.text) ??
            serverText({ message: said.text, code: said.code, fieldErrors: {}, fieldCodes: {} });
          // A repeated product is no cell's error: it shows on the row's name.
          row[field === "id" ? "name" : (field as SheetField)] = text;
        }
        shown[Number(id)] = row;
      }
      setErrors(shown);
      const text =
        Object.keys(shown).length > 0 ? translate("app.productList.spreadsheet.failed") : serverText(failure);
      setSaid(text);
      notify(text, { type: "error" });
    },
  });

  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: "wrap", alignItems: "center", mb: 1, rowGap: 1 }}
        >
          <Button component={Link} to="/Product" startIcon={<ArrowBackIcon />}>
            {translate("app.productList.tabs.all")}
          </Button>
          <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 160 }}>
            {count > 0
              ? translate("app.productList.spreadsheet.changes", { smart_count: count })
              : translate("app.productList.spreadsheet.no_changes")}
          </Typography>
          <Button
            startIcon={<UndoIcon />}
            onClick={undo}
            disabled={edits.history.length === 0 || save.isPending}
          >
            {translate("app.productList.spreadsheet.undo")}
          </Button>
          <Button startIcon={<ClearAllIcon />} onClick={discard} disabled={count === 0 || save.isPending}>
            {translate("app.productList.spreadsheet.discard")}
          </Button>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={() => save.mutate(sheetRows(edits))}
            disabled={count === 0 || save.isPending}
          >
            {translate("app.productList.spreadsheet.save")}
          </Button>
        </Stack>
        <Typography id="product-sheet-help" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate("app.productList.spreadsheet.help")}
        </Typography>
        <Box role="status" aria-live="polite" style={visuallyHidden}>
          {said}
        </Box>
        {isPending ? (
          <Loading />
        ) : (
          <SheetGrid records={data ?? []} edits={edits} errors={errors} onSet={onSet} />
        )}
        <ListPagination />
      </CardContent>
    </Card>
  );
};
