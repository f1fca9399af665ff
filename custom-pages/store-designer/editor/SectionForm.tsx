import type { Section } from "../../../domain/sections";
import { BannerForm } from "./BannerForm";
import { ContactForm, CustomFormForm } from "./ContactForm";
import { GalleryForm } from "./GalleryForm";
import { ImageTextForm } from "./ImageTextForm";
import { ProductsForm } from "./ProductsForm";
import { TilesForm } from "./TilesForm";

/** The element's own fields, by section type; `errors` are keyed by path inside `data`. */
export const SectionForm = ({
  section,
  onChange,
  errors,
}: {
  section: Section;
  onChange: (next: Section) => void;
  errors: Record<string, string>;
}) => {
  switch (section.type) {
    case "banner":
      return (
        <BannerForm data={section.data} errors={errors} onChange={(data) => onChange({ ...section, data })} />
      );
    case "image-text":
      return (
        <ImageTextForm
          data={section.data}
          errors={errors}
          onChange={(data) => onChange({ ...section, data })}
        />
      );
    case "products":
      return (
        <ProductsForm
          data={section.data}
          errors={errors}
          onChange={(data) => onChange({ ...section, data })}
        />
      );
    case "contact":
      return (
        <ContactForm
          data={section.data}
          errors={errors}
          onChange={(data) => onChange({ ...section, data })}
        />
      );
    case "custom_form":
      return (
        <CustomFormForm
          data={section.data}
          errors={errors}
          onChange={(data) => onChange({ ...section, data })}
        />
      );
    case "redirect-tiles":
      return (
        <TilesForm data={section.data} errors={errors} onChange={(data) => onChange({ ...section, data })} />
      );
    case "image-gallery":
      return (
        <GalleryForm
          data={section.data}
          errors={errors}
          onChange={(data) => onChange({ ...section, data })}
        />
      );
  }
};
