/** The CSV import button is shared with the discount list; it lives in ui/. */
export { CsvImportButton } from "../../ui/CsvImportButton";
