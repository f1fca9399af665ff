import { Chip, Stack } from "@mui/material";
import { useLocaleState } from "react-admin";
import type { ContactTag } from "../../domain/contacts";
import { tagLabel } from "./tagLabel";

const COLORS: Record<ContactTag, "primary" | "secondary" | "default"> = {
  vip: "primary",
  seller: "default",
  regular_customer: "secondary",
};

export const TagChips = ({ tags }: { tags: ContactTag[] }) => {
  const [locale] = useLocaleState();
  if (tags.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {tags.map((tag) => (
        <Chip key={tag} size="small" color={COLORS[tag] ?? "default"} label={tagLabel(tag, locale)} />
      ))}
    </Stack>
  );
};
