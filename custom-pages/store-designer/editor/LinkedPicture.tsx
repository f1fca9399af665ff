import { Typography } from "@mui/material";
import { ImageField } from "./ImageField";
import { LinkEditor, type LinkValue } from "./LinkEditor";

/** One picture of a gallery or tiles section: the image, its link, and the server's word on the link. */
export const LinkedPicture = ({
  label,
  url,
  link,
  error,
  onUrl,
  onLink,
}: {
  label: string;
  url: string;
  link: LinkValue;
  error?: string;
  onUrl: (url: string) => void;
  onLink: (link: LinkValue) => void;
}) => (
  <>
    <ImageField label={label} value={url} onChange={onUrl} />
    <LinkEditor value={link} onChange={onLink} />
    {error && (
      <Typography color="error" variant="caption">
        {error}
      </Typography>
    )}
  </>
);
