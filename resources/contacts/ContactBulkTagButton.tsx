import { useState } from "react";
import { Menu, MenuItem } from "@mui/material";
import LabelIcon from "@mui/icons-material/LabelOutlined";
import { useMutation } from "@tanstack/react-query";
import { Button, useDataProvider, useListContext, useLocaleState, useNotify, useRefresh } from "react-admin";
import { CONTACT_TAGS, type ContactTag } from "../../domain/contacts";
import { readFailure, useServerText } from "../../ui/useServerText";
import { tagLabel } from "./tagLabel";
import type { Contact } from "../../domain/contracts/contacts";

/**
 * Adds a tag to the selected contacts. Each contact is saved whole through the Contact model, as
 * the form saves it (the server checks the right and the tags again); those already tagged are left.
 */
export const ContactBulkTagButton = () => {
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const serverText = useServerText();
  const dataProvider = useDataProvider();
  const { selectedIds, onUnselectItems } = useListContext<Contact>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const tagging = useMutation({
    mutationFn: async (tag: ContactTag) => {
      const { data } = await dataProvider.getMany<Contact>("Contact", { ids: selectedIds });
      const untagged = data.filter((contact) => !contact.tags.includes(tag));
      for (const contact of untagged) {
        await dataProvider.update<Contact>("Contact", {
          id: contact.id,
          data: { ...contact, tags: [...contact.tags, tag] },
          previousData: contact,
        });
      }
      return data.length;
    },
    onSuccess: (count) => {
      notify("app.shell.contacts.tagged", { type: "success", messageArgs: { smart_count: count } });
      onUnselectItems();
      refresh();
    },
    onError: (error) => {
      notify(serverText(readFailure(error)), { type: "error" });
      refresh();
    },
  });

  return (
    <>
      <Button
        label="app.shell.contacts.add_tag"
        disabled={tagging.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        <LabelIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CONTACT_TAGS.map((tag) => (
          <MenuItem
            key={tag}
            onClick={() => {
              setAnchor(null);
              tagging.mutate(tag);
            }}
          >
            {tagLabel(tag, locale)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
