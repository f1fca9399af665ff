import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { useErrorToast } from "../../src/layout/useErrorToast";
import { CONTACTS_KEY, fetchContact, fetchContacts, updateContact, type ContactInput } from "./api";

const LOAD_ERROR = "app.shell.contacts.load_error";

/** A page of the active store's contacts; the previous page stays on screen while the next loads. */
export function useContactList(term: string, page: number) {
  const { websiteId } = useActiveWebsite();
  const query = useQuery({
    queryKey: [...CONTACTS_KEY, websiteId, "list", term, page],
    queryFn: () => fetchContacts(term, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useErrorToast(query.isError, query.errorUpdatedAt, LOAD_ERROR);
  return query;
}

export function useContact(id: number) {
  const { websiteId } = useActiveWebsite();
  const query = useQuery({
    queryKey: [...CONTACTS_KEY, websiteId, "one", id],
    queryFn: () => fetchContact(id),
    retry: false,
  });
  useErrorToast(query.isError, query.errorUpdatedAt, LOAD_ERROR);
  return query;
}

export function useUpdateContact(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactInput) => updateContact(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}
