import type { ComponentProps } from "react";
import { ImagePicker } from "../../ui/files/ImagePicker";
import { useDraftText } from "./useDraftText";

/** The creator's design picker: the image picker with the creator's words and its rules' messages. */
export const DesignPicker = ({
  texts = "app.productCreator.design",
  ...props
}: Omit<ComponentProps<typeof ImagePicker>, "say" | "texts"> & { texts?: string }) => {
  const say = useDraftText();
  return <ImagePicker texts={texts} say={say} {...props} />;
};
