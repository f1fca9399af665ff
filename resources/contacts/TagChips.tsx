import { Chip, Stack } from "@mui/material";
import { useLocaleState } from "react-admin";
import { CONTACT_TAGS, type ContactTag } from "../../domain/contacts";
import { tagLabel } from "./tagLabel";

const COLORS: Record<ContactTag, "primary" | "secondary" | "default"> = {
  vip: "primary",
  seller: "default",
  regular_customer: "secondary",
};

const isContactTag = (tag: string): tag is ContactTag => (CONTACT_TAGS as readonly string[]).includes(tag);

/** A contact's tags as the server sends them (keys); only the tags the store knows are shown. */
export const TagChips = ({ tags }: { tags: readonly string[] }) => {
  const [locale] = useLocaleState();
  const known = tags.filter(isContactTag);
  if (known.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {known.map((tag) => (
        <Chip key={tag} size="small" color={COLORS[tag]} label={tagLabel(tag, locale)} />
      ))}
    </Stack>
  );
};
