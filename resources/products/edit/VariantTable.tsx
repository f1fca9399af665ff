import { useState } from "react";
import {
  Avatar,
  AvatarGroup,
  Box,
  Button,
  Checkbox,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import { useTranslate } from "react-admin";
import { formatMoney } from "../../../domain/pricing";
import { ignoreCanceled, useConfirm } from "../../../ui/ConfirmDialog";
import { EditorCard } from "./EditorCard";
import { useEditor } from "./EditorContext";
import type { EditorVariant } from "./types";
import { VariantDialog } from "./VariantDialog";

/**
 * The variant table with edit, delete and selection, for admins only; existing
 * products (every product the editor opens) get the Generated photos column. Deletions are saved with the product.
 */
export const VariantTable = () => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const { product, draft, set } = useEditor();
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<{ variant: EditorVariant | null } | null>(null);
  const rows = product.variants.filter((v) => !draft.remove_variants.includes(v.id));

  const remove = (ids: string[]) =>
    confirm().then(() => {
      set("remove_variants", [...draft.remove_variants, ...ids]);
      setSelected((s) => s.filter((id) => !ids.includes(id)));
    }, ignoreCanceled);

  return (
    <EditorCard
      title="app.productEditor.variants.title"
      action={
        <Stack direction="row" spacing={1}>
          {selected.length > 0 ? (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => remove(selected)}>
              {translate("app.productEditor.variants.delete_selected")}
            </Button>
          ) : null}
          <Button onClick={() => setDialog({ variant: null })}>
            {translate("app.productEditor.variants.add")}
          </Button>
        </Stack>
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate("app.productEditor.variants.empty")}</Typography>
      ) : (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.length === rows.length}
                    indeterminate={selected.length > 0 && selected.length < rows.length}
                    onChange={(e) => setSelected(e.target.checked ? rows.map((r) => r.id) : [])}
                    slotProps={{
                      input: { "aria-label": translate("app.productEditor.variants.select_all") },
                    }}
                  />
                </TableCell>
                <TableCell>{translate("app.productEditor.variants.color")}</TableCell>
                <TableCell>{translate("app.productEditor.variants.size")}</TableCell>
                <TableCell>{translate("app.productEditor.variants.sku")}</TableCell>
                <TableCell>{translate("app.productEditor.variants.price")}</TableCell>
                <TableCell>{translate("app.productEditor.variants.available")}</TableCell>
                <TableCell>{translate("app.productEditor.variants.generated_photos")}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((v) => (
                <TableRow key={v.id}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.includes(v.id)}
                      onChange={(e) =>
                        setSelected((s) => (e.target.checked ? [...s, v.id] : s.filter((id) => id !== v.id)))
                      }
                      slotProps={{
                        input: {
                          "aria-label": translate("app.productEditor.variants.select_one", { sku: v.sku }),
                        },
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Avatar
                        src={v.photos[0]?.url ?? undefined}
                        alt={v.color}
                        variant="rounded"
                        sx={{ width: 32, height: 32, bgcolor: v.color_swatch ?? "grey.300" }}
                      />
                      <span>{v.color}</span>
                    </Stack>
                  </TableCell>
                  <TableCell>{v.size}</TableCell>
                  <TableCell>{v.sku}</TableCell>
                  <TableCell>{v.price === null ? "—" : formatMoney(v.price)}</TableCell>
                  <TableCell>{v.available === 1 ? "✓" : "—"}</TableCell>
                  <TableCell>
                    <AvatarGroup max={3}>
                      {v.generated_photos.map((g) => (
                        <Avatar key={g.src} src={g.mocup} alt={g.place} variant="rounded" />
                      ))}
                    </AvatarGroup>
                  </TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={`${translate("app.productEditor.variants.edit")} ${v.sku}`}
                      onClick={() => setDialog({ variant: v })}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`${translate("app.productEditor.variants.delete")} ${v.sku}`}
                      onClick={() => remove([v.id])}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {dialog ? <VariantDialog variant={dialog.variant} onClose={() => setDialog(null)} /> : null}
    </EditorCard>
  );
};
