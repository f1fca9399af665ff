import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Form, SaveButton, TextInput, useNotify } from "react-admin";
import type { FieldValues } from "react-hook-form";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { appInfoSettingsSchema, type AppInfoSettings } from "../../domain/contracts/admin-panel";
import { useAppDataProvider } from "../../providers/dataProvider";
import { keepText } from "../../ui/fields/values";
import { useServerErrors } from "../../ui/useServerErrors";

const APP_INFO_KEY = ["admin-panel", "app-info"];
const resolver = zodResolver(appInfoSettingsSchema);
const L = "app.admin.settings";

/**
 * App info settings: support contacts shown in the footer, theme colours, product tour id. Checked
 * by the schema the server applies to PUT /api/admin/app-info; the inputs' sources are the server's
 * error paths, so its field errors land beside their fields.
 */
export const SettingsTab = () => {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const serverErrors = useServerErrors();
  const { data } = useQuery({
    queryKey: APP_INFO_KEY,
    queryFn: () => dataProvider.adminAppInfo(),
  });
  if (!data) return <Skeleton height={240} aria-busy="true" />;

  const submit = async (values: FieldValues) => {
    // The resolver has checked the values already; parsing again gives them their type.
    const settings = appInfoSettingsSchema.parse(values);
    try {
      await dataProvider.adminSaveAppInfo(settings);
      // The saved settings become the form's record, so the form is pristine again.
      queryClient.setQueryData(APP_INFO_KEY, settings);
      notify(`${L}.saved`, { type: "success" });
      return undefined;
    } catch (error) {
      const { message, fields } = serverErrors(error);
      if (Object.keys(fields).length === 0) notify(message, { type: "error" });
      return fields;
    }
  };
  return (
    <Form<AppInfoSettings>
      record={data}
      resolver={resolver}
      onSubmit={submit}
      noValidate
      // Field errors show beside their fields; a toast is for a refusal no field explains.
      disableInvalidFormNotification
    >
      <Stack spacing={1} sx={{ maxWidth: 480 }}>
        <TextInput source="admin_info.phone" label={`${L}.phone`} parse={keepText} />
        <TextInput source="admin_info.email" label={`${L}.email`} type="email" parse={keepText} />
        <Stack direction="row" spacing={2}>
          <TextInput source="colors.primary" label={`${L}.primary`} parse={keepText} />
          <TextInput source="colors.secondary" label={`${L}.secondary`} parse={keepText} />
        </Stack>
        <TextInput source="product_fruit_id" label={`${L}.product_fruit_id`} parse={keepText} />
        <SaveButton label="app.money.common.save" sx={{ alignSelf: "flex-start" }} />
      </Stack>
    </Form>
  );
};
