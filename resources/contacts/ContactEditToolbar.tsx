import { DeleteButton, SaveButton, Toolbar } from "react-admin";

/**
 * Save, and delete after a confirmation (the server deletes at once, nothing to undo). The bar is
 * the card's own white, on which the red delete text is readable (not on the default grey).
 */
export const ContactEditToolbar = () => (
  <Toolbar sx={{ justifyContent: "space-between", backgroundColor: "background.paper" }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);
