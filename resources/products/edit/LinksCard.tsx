import { Divider, Stack } from "@mui/material";
import { useNotify } from "react-admin";
import { EditorCard } from "./EditorCard";
import { useEditor } from "./EditorContext";
import { LinkedList } from "./LinkedList";
import type { LinkedProduct } from "./types";
import { useAppDataProvider } from "../../../providers/dataProvider";

/** Related and companion products, saved at once. */
export const LinksCard = () => {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const { product, replace } = useEditor();
  const run = async (work: () => Promise<unknown>, next: Partial<typeof product>) => {
    try {
      await work();
      replace({ ...product, ...next });
    } catch {
      notify("app.productEditor.save_failed", { type: "error" });
    }
  };
  const companions = (list: LinkedProduct[]) =>
    run(
      () =>
        dataProvider.setCompanionProducts(
          product.id,
          list.map((p) => p.id),
        ),
      { companions: list },
    );

  return (
    <EditorCard title="app.productEditor.links.related">
      <Stack spacing={1}>
        <LinkedList
          label="app.productEditor.links.related"
          websiteId={product.website_id}
          exclude={product.id}
          items={product.related}
          onAdd={(p) =>
            void run(() => dataProvider.addRelatedProduct(product.id, p.id), {
              related: [...product.related, p],
            })
          }
          onRemove={(p) =>
            void run(() => dataProvider.removeRelatedProduct(product.id, p.id), {
              related: product.related.filter((r) => r.id !== p.id),
            })
          }
        />
        <Divider />
        <LinkedList
          label="app.productEditor.links.companions"
          websiteId={product.website_id}
          exclude={product.id}
          items={product.companions}
          onAdd={(p) => void companions([...product.companions, p])}
          onRemove={(p) => void companions(product.companions.filter((c) => c.id !== p.id))}
        />
      </Stack>
    </EditorCard>
  );
};
