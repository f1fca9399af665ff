import { Box, Button, Card, CardContent, LinearProgress, Skeleton, Typography } from "@mui/material";
import { BooleanInput, Form, SaveButton, TextInput, required, useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import { Link } from "react-router-dom";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { createBlocker } from "./createRules";
import { CreateNotAllowed } from "./CreateNotAllowed";
import { LinkInput } from "./LinkInput";
import { useCreateWebsite, type CreateValues } from "./useCreateWebsite";

const nameRequired = required("app.stores.validation.required");

/** /websites/create: a new store, on the free plan, owned by the signed-in user. */
const WebsiteCreate = () => {
  const translate = useTranslate();
  const { user, isPending } = useCurrentUser();
  const { create, pending } = useCreateWebsite();
  const blocker = user ? createBlocker(user) : null;

  return (
    <Box sx={{ maxWidth: 640, mt: 2 }}>
      <Card>
        {pending ? <LinearProgress aria-label={translate("app.stores.create.creating")} /> : null}
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate("app.stores.create.title")}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {translate("app.stores.create.intro")}
          </Typography>
          {isPending || !user ? (
            <Skeleton variant="rounded" height={220} />
          ) : blocker !== null ? (
            <CreateNotAllowed reason={blocker} />
          ) : (
            <Form
              onSubmit={(values: FieldValues) => create(values as CreateValues)}
              defaultValues={{ name: "", link: "", is_demo: false }}
              noValidate
            >
              <TextInput
                source="name"
                label="app.stores.fields.name"
                variant="outlined"
                fullWidth
                validate={nameRequired}
                autoFocus
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <LinkInput />
              <BooleanInput
                source="is_demo"
                label="app.stores.fields.is_demo"
                helperText="app.stores.create.demo_help"
              />
              <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", mt: 2 }}>
                <Button component={Link} to="/Website" disabled={pending}>
                  {translate("ra.action.cancel")}
                </Button>
                <SaveButton label="app.stores.create.submit" alwaysEnable />
              </Box>
            </Form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default WebsiteCreate;
