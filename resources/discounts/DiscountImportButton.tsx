import { useRefresh, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { CsvImportButton } from "../../ui/CsvImportButton";

/** Imports a CSV of codes into the active store (all rows or none), then reloads the list. */
export const DiscountImportButton = ({ disabled }: { disabled: boolean }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { websiteId } = useActiveWebsite();
  return (
    <CsvImportButton
      label={translate("app.money.discounts.import")}
      upload={(file, onProgress) => dataProvider.importDiscountsCsv(websiteId, file, onProgress)}
      onImported={refresh}
      disabled={disabled || websiteId === null}
    />
  );
};
