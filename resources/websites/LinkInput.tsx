import { useEffect, useRef, useState } from "react";
import { InputAdornment } from "@mui/material";
import { TextInput, useTranslate } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { slugify } from "../../domain/slug";
import { linkSchema, STOREFRONT_PATH } from "../../domain/stores";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure } from "../../ui/useServerText";

/** Spec-shaped link rule (domain/stores.ts linkSchema), said in the UI language. */
function validateLink(value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  return linkSchema.safeParse(value).success ? undefined : "app.stores.validation.link";
}

type Availability = { link: string; free: boolean; text: string } | null;

/**
 * The store's address (its link): follows the name until the owner types their own, and is checked
 * with POST /api/validate_domain when the field is left, so a taken address is known before saving.
 */
export const LinkInput = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { setValue, setError, getFieldState } = useFormContext();
  const name = useWatch({ name: "name" }) as string | undefined;
  const link = (useWatch({ name: "link" }) as string | undefined) ?? "";
  const edited = useRef(false);
  const [availability, setAvailability] = useState<Availability>(null);

  useEffect(() => {
    if (!edited.current) setValue("link", slugify(name ?? ""), { shouldValidate: false });
  }, [name, setValue]);

  const check = async () => {
    const value = link.trim();
    if (!value || validateLink(value) !== undefined) return setAvailability(null);
    try {
      const answer = await dataProvider.validateStoreLink(value);
      setAvailability({ link: value, free: true, text: answer.message });
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      const text = fieldErrors.link ?? message;
      setAvailability(null);
      if (text && !getFieldState("link").error) setError("link", { type: "server", message: text });
    }
  };

  const url = `${window.location.origin}${STOREFRONT_PATH}/${link || "…"}`;
  const current = availability?.link === link.trim() ? availability : null;
  return (
    <TextInput
      source="link"
      label="app.stores.fields.link"
      variant="outlined"
      fullWidth
      validate={validateLink}
      onChange={() => {
        edited.current = true;
      }}
      onBlur={() => void check()}
      helperText={current?.free ? current.text : translate("app.stores.create.link_help", { url })}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{STOREFRONT_PATH}/</InputAdornment> },
      }}
    />
  );
};
