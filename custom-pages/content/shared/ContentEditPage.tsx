import { useEffect, useState, type ReactNode } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Title, useNotify, useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { uniqueSlug } from "../../../domain/sections";
import { slugify } from "../../../domain/slug";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { readFailure } from "../../../ui/useServerText";
import { FieldInput } from "./fields/FieldInput";
import type { EditSource, FieldSpec } from "./types";
import { asString, type Values } from "./values";
import { useAppDataProvider } from "../../../providers/dataProvider";

export interface ContentEditProps<T> {
  id: number | null;
  /** Translation keys: the list's title, and the title of a new record. */
  listTitle: string;
  newTitle: string;
  listPath: string;
  fields: FieldSpec[];
  source: EditSource<T>;
  /** The record's name for the title. */
  name: (values: Values) => string;
  /** The store's plan lacks the feature: this notice shows above the form and saving is off. */
  locked?: ReactNode;
}

/**
 * Create or edit one content record. A taken slug is retried once with the spec's suffix (a
 * dash and 7 random characters); other server errors show at their fields, nothing typed is lost.
 */
export function ContentEditPage<T>({
  id,
  listTitle,
  newTitle,
  listPath,
  fields,
  source,
  name,
  locked,
}: ContentEditProps<T>) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { websiteId } = useActiveWebsite();
  const loaded = useQuery({
    queryKey: ["content", websiteId, source.key, "one", id],
    queryFn: () => source.load(dataProvider, websiteId!, id!),
    enabled: websiteId !== null && id !== null,
  });
  const [values, setValues] = useState<Values | null>(id === null ? source.toValues(null) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (loaded.data && values === null) setValues(source.toValues(loaded.data));
  }, [loaded.data, values, source]);

  const onValues = (next: Values) => {
    setValues(next);
    // A field's error goes once the user edits it.
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([key]) =>
            JSON.stringify(next[key.split(".")[0]!]) === JSON.stringify(values?.[key.split(".")[0]!]),
        ),
      ),
    );
  };

  const save = async () => {
    if (!values || websiteId === null) return;
    setSaving(true);
    setErrors({});
    const body = source.toBody ? source.toBody(values) : values;
    try {
      try {
        await source.save(dataProvider, websiteId, id, body);
      } catch (error) {
        const { fieldErrors } = readFailure(error);
        const hasSlug = fields.some((f) => f.type === "slug");
        if (
          !hasSlug ||
          !fieldErrors.slug ||
          !(error instanceof Error && "status" in error && error.status === 409)
        )
          throw error;
        const slug = uniqueSlug(slugify(asString(values.slug) || asString(values.name), 92) || "page");
        await source.save(dataProvider, websiteId, id, { ...body, slug });
        setValues({ ...values, slug });
        notify("app.content.slug_changed", { type: "info", messageArgs: { slug } });
      }
      await queryClient.invalidateQueries({ queryKey: ["content", websiteId, source.key] });
      notify("app.content.saved", { type: "success" });
      navigate(listPath);
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      setErrors(fieldErrors);
      notify(message ?? "app.content.save_failed", { type: "error" });
    } finally {
      setSaving(false);
    }
  };

  const title =
    id === null
      ? translate(newTitle)
      : translate("app.content.edit_item", { name: values ? name(values) : "" });
  let body;
  if (websiteId === null) body = <Alert severity="info">{translate("app.content.no_store")}</Alert>;
  else if (loaded.isError) body = <Alert severity="error">{translate("app.content.load_failed")}</Alert>;
  else if (!values)
    body = (
      <Stack spacing={2} data-testid="edit-skeleton">
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={160} />
      </Stack>
    );
  else
    body = (
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack spacing={2}>
          {fields.map((field) => (
            <FieldInput key={field.name} field={field} values={values} onValues={onValues} errors={errors} />
          ))}
          {errors._ ? <Alert severity="error">{errors._}</Alert> : null}
          <Box sx={{ display: "flex", gap: 1 }}>
            <Button type="submit" variant="contained" disabled={saving || Boolean(locked)}>
              {translate("app.content.actions.save")}
            </Button>
            <Button component={RouterLink} to={listPath}>
              {translate("app.content.actions.cancel")}
            </Button>
          </Box>
        </Stack>
      </Box>
    );
  return (
    <Box sx={{ py: 2 }}>
      <Title title={listTitle} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {title}
          </Typography>
          {locked ? <Box sx={{ mb: 2 }}>{locked}</Box> : null}
          {body}
        </CardContent>
      </Card>
    </Box>
  );
}
