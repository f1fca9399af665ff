import { useListContext, useTranslate } from "react-admin";
import Chip from "@mui/material/Chip";

/** The list narrowed to one request (the mailed link): a chip that says so and removes the narrowing. */
export const RequestHashChip = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const hash: unknown = (filterValues as Record<string, unknown>).hash;
  if (typeof hash !== "string" || hash === "") return null;
  const clear = () => {
    const { hash: _removed, ...rest } = filterValues as Record<string, unknown>;
    setFilters(rest, displayedFilters);
  };
  return (
    <Chip
      label={translate("app.money.payments.hash_chip", { hash: hash.slice(0, 8) })}
      onDelete={clear}
      color="primary"
      sx={{ ml: 2, mt: 1 }}
    />
  );
};
