import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { useErrorToast } from "../../ui/useErrorToast";
import { CONTACT_RIGHTS } from "../../domain/contacts";
import { isAdminUser, permissionsIn } from "../../providers/access";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { CONTACTS_KEY, type ContactInput } from "./types";
import { useAppDataProvider } from "../../providers/dataProvider";

const LOAD_ERROR = "app.shell.contacts.load_error";

/** A page of the active store's contacts; the previous page stays on screen while the next loads. */
export function useContactList(term: string, page: number) {
  const dataProvider = useAppDataProvider();
  const { websiteId } = useActiveWebsite();
  const query = useQuery({
    queryKey: [...CONTACTS_KEY, websiteId, "list", term, page],
    queryFn: () => dataProvider.fetchContacts(term, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useErrorToast(query.isError, query.errorUpdatedAt, LOAD_ERROR);
  return query;
}

export function useContact(id: number) {
  const dataProvider = useAppDataProvider();
  const { websiteId } = useActiveWebsite();
  const query = useQuery({
    queryKey: [...CONTACTS_KEY, websiteId, "one", id],
    queryFn: () => dataProvider.fetchContact(id),
    retry: false,
  });
  useErrorToast(query.isError, query.errorUpdatedAt, LOAD_ERROR);
  return query;
}

export function useUpdateContact(id: number) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactInput) => dataProvider.updateContact(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}

/** The active store's new contact (the server takes the store from X-Website-Id). */
export function useCreateContact() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactInput) => dataProvider.createContact(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}

export function useDeleteContact(id: number) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataProvider.deleteContact(id),
    // The deleted contact is not refetched (that would only answer 404); the lists are.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: CONTACTS_KEY,
        predicate: (q) => !(q.queryKey[2] === "one" && q.queryKey[3] === id),
      }),
  });
}

/**
 * Whether the signed-in user may create, edit and delete contacts of the store (the active one
 * unless named): the right the server checks, full_admin_access there, or a platform admin.
 */
export function useCanWriteContacts(websiteId?: number): boolean {
  const { user } = useCurrentUser();
  const { websiteId: activeId } = useActiveWebsite();
  const id = websiteId ?? activeId;
  if (user === undefined || id === null || id === undefined) return false;
  return isAdminUser(user) || permissionsIn(user, id).includes(CONTACT_RIGHTS.write);
}
