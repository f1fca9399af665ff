import { useReducer, useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import SaveIcon from "@mui/icons-material/Save";
import UndoIcon from "@mui/icons-material/Undo";
import ClearAllIcon from "@mui/icons-material/ClearAll";
import { Link, Loading, useListContext, useNotify, useRefresh, useTranslate } from "react-admin";
import type { SheetProductRecord, SheetRow } from "../../../domain/contracts/product-spreadsheet";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { formatCents } from "../../../ui/format";
import { useMinimumPriceText } from "../../../ui/MoneyField";
import { readFailure, useServerText } from "../../../ui/useServerText";
import { visuallyHidden } from "../../../ui/charts/ChartTable";
import { ListPagination } from "../../../ui/lists/listPaging";
import { SheetGrid, type CellErrors } from "./SheetGrid";
import { SheetStaleNotice, staleProducts, useProductNowText } from "./SheetStaleNotice";
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
 * product (across pages), Undo, Discard all, and Save sending every changed row in one request
 * with the version each was read at. Rows someone else saved meanwhile are marked and can be taken
 * as they are now, the user's edits kept on top.
 */
export const ProductSheet = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const serverText = useServerText();
  const { resay } = useMinimumPriceText();
  const dataProvider = useAppDataProvider();
  const { data, isPending } = useListContext<SheetProductRecord>();
  const [edits, dispatch] = useReducer(sheetReducer, noEdits);
  const [errors, setErrors] = useState<CellErrors>({});
  // The products a refused save named as changed by someone else, as they are now.
  const [stale, setStale] = useState<SheetProduct[]>([]);
  const [said, setSaid] = useState("");
  const saveButton = useRef<HTMLButtonElement>(null);
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
    setStale([]);
    setSaid(translate("app.productList.spreadsheet.discarded"));
  };

  /** What someone else saved, shown under a stale row's name: the row's values now. */
  const productNow = useProductNowText();
  const nowText = (product: SheetProduct | undefined) => (product ? ` ${productNow(product)}` : "");

  const takeStale = () => {
    dispatch({ type: "take", products: stale });
    setErrors((all) => {
      const rest = { ...all };
      for (const product of stale) delete rest[product.id];
      return rest;
    });
    setStale([]);
    refresh();
    setSaid(translate("app.productList.spreadsheet.stale.taken"));
    // The notice and its button leave: the user goes on with saving again.
    saveButton.current?.focus();
  };

  const save = useMutation({
    mutationFn: (rows: SheetRow[]) => dataProvider.saveProductSheet(rows),
    onSuccess: () => {
      dispatch({ type: "discard" });
      setErrors({});
      setStale([]);
      const text = translate("app.productList.spreadsheet.saved");
      setSaid(text);
      notify(text, { type: "success" });
      refresh();
    },
    onError: (error, rows) => {
      const failure = readFailure(error);
      const theirs = staleProducts(error);
      const found = rowErrors(rows, failure.fieldErrors, failure.fieldCodes);
      const shown: CellErrors = {};
      for (const [id, fields] of Object.entries(found)) {
        const row: Partial<Record<SheetField, string>> = {};
        for (const [field, said] of Object.entries(fields)) {
          const text =
            resay(said.text) ??
            serverText({ message: said.text, code: said.code, fieldErrors: {}, fieldCodes: {} });
          // A repeated product, or one someone else changed, is no cell's error: it shows on the row's name.
          if (field === "version") row.name = text + nowText(theirs.find((p) => p.id === Number(id)));
          else row[field === "id" ? "name" : (field as SheetField)] = text;
        }
        shown[Number(id)] = row;
      }
      setErrors(shown);
      setStale(theirs);
      const text =
        theirs.length > 0
          ? translate("app.productList.spreadsheet.stale.refused", { smart_count: theirs.length })
          : Object.keys(shown).length > 0
            ? translate("app.productList.spreadsheet.failed")
            : serverText(failure);
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
            ref={saveButton}
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
        {stale.length > 0 && <SheetStaleNotice count={stale.length} onTake={takeStale} />}
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
