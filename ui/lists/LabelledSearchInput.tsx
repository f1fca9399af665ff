import { SearchInput, useTranslate } from "react-admin";

interface Props {
  /** Read by the list's filter form from this element, as `alwaysOn` is. */
  source: string;
  label?: string;
  alwaysOn?: boolean;
}

/**
 * A list's always-shown search with a translated placeholder that also names the field for screen
 * readers: SearchInput hands its placeholder to the input as is, untranslated.
 */
export const LabelledSearchInput = ({ source, label = "ra.action.search" }: Props) => {
  const translate = useTranslate();
  const text = translate(label);
  return <SearchInput source={source} placeholder={text} slotProps={{ htmlInput: { "aria-label": text } }} />;
};
