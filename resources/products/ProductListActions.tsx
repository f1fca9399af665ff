import AddIcon from "@mui/icons-material/Add";
import AccountTreeIcon from "@mui/icons-material/AccountTree";
import BrushIcon from "@mui/icons-material/Brush";
import GridOnIcon from "@mui/icons-material/GridOn";
import { Button, FilterButton, Link, TopToolbar, useCanAccess } from "react-admin";
import { InventoryDialogButtons } from "./inventory-dialogs";
import { ExportMenu } from "./csv/ExportMenu";
import { ImportButton } from "./csv/ImportButton";
import { GiftCardProductsButton } from "./gift-cards/GiftCardProductsButton";

/** A product starts from a blank of the supplier catalogue, or as a custom product. */
export const ProductListActions = () => {
  const { canAccess: canAdd } = useCanAccess({ resource: "Product", action: "create" });
  const { canAccess: canEdit } = useCanAccess({ resource: "Product", action: "edit" });
  return (
    // Seven actions do not fit beside the search box on a laptop screen: they wrap onto a second
    // line instead of squeezing the search input to nothing and running off the right edge.
    <TopToolbar sx={{ flexWrap: "wrap", whiteSpace: "normal", rowGap: 0.5 }}>
      <FilterButton />
      <InventoryDialogButtons />
      <Button component={Link} to="/categories" label="app.productList.actions.categories">
        <AccountTreeIcon />
      </Button>
      <GiftCardProductsButton />
      <ImportButton />
      <ExportMenu />
      {canEdit && (
        <Button component={Link} to="/Product/spreadsheet" label="app.productList.spreadsheet.open">
          <GridOnIcon />
        </Button>
      )}
      {canAdd && (
        <>
          <Button component={Link} to="/products/custom/create" label="app.productList.actions.custom">
            <BrushIcon />
          </Button>
          <Button component={Link} to="/catalog" label="app.productList.actions.add" variant="contained">
            <AddIcon />
          </Button>
        </>
      )}
    </TopToolbar>
  );
};
