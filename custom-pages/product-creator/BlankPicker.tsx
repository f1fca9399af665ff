import { SupplierProductPicker } from "../catalogue/SupplierProductPicker";
import type { ChosenBlank } from "./BlankCard";

/** The catalogue picker of both creators' first step, answering the chosen blank as the card shows it. */
export const BlankPicker = ({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (blank: ChosenBlank) => void;
}) => (
  <SupplierProductPicker
    open={open}
    onClose={onClose}
    onSelect={(item) => onChoose({ id: item.id, name: item.name, brand: item.brand, photo: item.photo })}
  />
);
