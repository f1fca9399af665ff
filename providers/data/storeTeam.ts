import type { DataProvider, GetManyReferenceResult, RaRecord } from "react-admin";
import { REQUEST_STATUSES, type RequestStatus } from "../../domain/invitation-terms";
import type {
  Invitation,
  InvitationCode,
  JoinRequest,
  Level,
  ListedInvitationCode,
  Page,
  Team,
  TeamMessage,
  WebsiteWhitelist,
  WhitelistedUser,
} from "../../domain/contracts/store-team";
import { apiRequest } from "../httpClient";
import { typedResource, type TypedResource } from "./typedResource";
import { importCsv, type ImportProgress } from "../transport/import-stream";
import type { CsvImportType } from "../../domain/stores";

type Body = Record<string, unknown>;

/** What a resend would mail; the accept link is made only when the mail goes out. */
export interface StoreInvitationMailPreview {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoreWhitelistChange {
  whitelist_emails?: string[];
  whitelisted_emails?: { email: string; name: string | null }[];
  remove_whitelisted_emails?: string[];
}

/** The store's team: members, invitations, levels, invitation codes, join requests and the whitelist. */
export const storeTeamActions = {
  /** GET /api/permissions: the store's members and open invitations. */
  storeTeam: (websiteId: number) => apiRequest<Team>(`/api/permissions?website_id=${websiteId}`),
  updateStoreMember: (body: Body) => apiRequest<Team>("/api/update/permission", { body }),
  removeStoreMember: (websiteId: number, userId: number) =>
    apiRequest<Team>("/api/delete/permission", { body: { website_id: websiteId, user_id: userId } }),
  resendStoreMemberMail: (websiteId: number, userId: number) =>
    apiRequest<unknown>("/api/resend/permission", { body: { website_id: websiteId, user_id: userId } }),

  /** One page of the store's invitations, newest first, optionally of one status. */
  storeInvitations: (websiteId: number, status: Invitation["status"] | "", page: number) => {
    const query = new URLSearchParams({ website_id: String(websiteId), page: String(page), per_page: "10" });
    if (status) query.set("status", status);
    return apiRequest<Page<Invitation>>(`/api/get/invitations?${query.toString()}`);
  },
  inviteStoreMember: (body: Body) => apiRequest<TeamMessage>("/api/create/invitation", { body }),
  inviteStoreMembers: (body: Body) => apiRequest<TeamMessage>("/api/send/invitation", { body }),
  updateStoreInvitation: (body: Body) => apiRequest<TeamMessage>("/api/update/invitation", { body }),
  resendStoreInvitation: (id: number) => apiRequest<TeamMessage>("/api/resend/invitation", { body: { id } }),
  deleteStoreInvitation: (id: number) => apiRequest<TeamMessage>("/api/delete/invitation", { body: { id } }),
  /** Withdraws the invitation from every store it was sent for. */
  withdrawStoreInvitation: (id: number) =>
    apiRequest<TeamMessage>("/api/delete/whole/invitation", { body: { id } }),
  storeInvitationMailPreview: (id: number) =>
    apiRequest<StoreInvitationMailPreview>(`/api/resend/invitation/mail?id=${id}`),

  /** GET /api/levels: the store's access levels with their users. */
  storeLevels: (websiteId: number) => apiRequest<Level[]>(`/api/levels?website_id=${websiteId}`),
  createStoreLevel: (websiteId: number, name: string) =>
    apiRequest<Level>("/api/create/level", { body: { website_id: websiteId, name } }),
  deleteStoreLevel: (levelId: number) => apiRequest<unknown>(`/api/delete/level/${levelId}`, { method: "DELETE" }),
  addStoreLevelUsers: (levelId: number, userIds: number[]) =>
    apiRequest<Level & { added: number }>("/api/users/level", { body: { level_id: levelId, user_ids: userIds } }),
  addStoreLevelEmail: (levelId: number, email: string) =>
    apiRequest<Level & { added: number }>("/api/create/user/level", { body: { level_id: levelId, email } }),
  inviteStoreLevel: (body: Body) =>
    apiRequest<TeamMessage & { skipped: string[] }>("/api/send/invitation/level", { body }),

  /** One page of the store's invitation codes, newest first. */
  storeInvitationCodes: (websiteId: number, page: number) =>
    apiRequest<Page<ListedInvitationCode>>(`/api/websites/${websiteId}/invitation-codes?page=${page}&per_page=10`),
  createStoreInvitationCode: (body: Body) => apiRequest<InvitationCode>("/api/create/invitation/code", { body }),
  /** POST /api/update/integration: the signed-in user joins a store with an invitation code. */
  joinStoreWithCode: (code: string) =>
    apiRequest<{ message: string; website_id: number }>("/api/update/integration", { body: { code } }),

  /** Requests to join this store, or (platform admins, `scope` "platform") requests for an invitation. */
  storeJoinRequests: (websiteId: number, scope: "store" | "platform", status: RequestStatus | "", page: number) => {
    const query = new URLSearchParams({ page: String(page), per_page: "10" });
    if (status) query.set("status", status);
    const path = scope === "store" ? `/api/get/shop/requests/${websiteId}` : "/api/admin/invitation/requests";
    return apiRequest<Page<JoinRequest>>(`${path}?${query.toString()}`);
  },
  updateStoreJoinRequest: (body: Body) =>
    apiRequest<unknown>("/api/invitation/update/request", { method: "PUT", body }),
  answerStoreJoinRequest: (body: Body) =>
    apiRequest<unknown>("/api/change/request/status", { method: "PUT", body }),

  /** The whitelisted domains live in the store's detail. */
  storeWhitelist: (websiteId: number) => apiRequest<WebsiteWhitelist>(`/api/websites/${websiteId}`),
  /** One page (50) of the whitelisted users, searched by email or name. */
  storeWhitelistedUsers: (websiteId: number, page: number, search: string) => {
    const query = new URLSearchParams({ page: String(page) });
    if (search.trim()) query.set("search", search.trim());
    return apiRequest<Page<WhitelistedUser>>(`/api/websites/${websiteId}/whitelisted-emails?${query.toString()}`);
  },
  /** A CSV of whitelisted users (email, name) or domains, with the upload's progress (0..1). */
  /** Uploads the file, then follows its import job to the end. */
  importStoreUsers: (websiteId: number, type: CsvImportType, file: File, onProgress: (p: ImportProgress) => void) =>
    importCsv(`/api/upload/users/${websiteId}/${type}`, file, onProgress),
  changeStoreWhitelist: (websiteId: number, body: StoreWhitelistChange) =>
    apiRequest<unknown>(`/api/websites/whitelisted/emails/${websiteId}`, { body: { ...body } }),
};

/** A spec page as react-admin reads a list: its rows (each with an `id`) and the total. */
const asList = <T, R extends RaRecord>(page: Page<T>, toRecord: (row: T) => R): GetManyReferenceResult<R> => ({
  data: page.data.map(toRecord),
  total: page.total,
});

/** A spec endpoint answering a store's list as react-admin reads references. */
const referenceReader = (read: NonNullable<TypedResource["getManyReference"]>) =>
  typedResource({ getManyReference: read }).getManyReference;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * The store team's lists that spec endpoints answer, read as references of the store
 * (`target` website_id, `id` the store): join requests (filter `scope`, `status`), invitation
 * codes (keyed by their code) and whitelisted users (filter `q`).
 */
export const storeTeamLists: Record<string, Partial<DataProvider>> = {
  StoreJoinRequest: {
    getManyReference: referenceReader(({ id, filter, pagination }) =>
      storeTeamActions
        .storeJoinRequests(
          Number(id),
          filter.scope === "platform" ? "platform" : "store",
          REQUEST_STATUSES.find((s) => s === filter.status) ?? "",
          pagination.page,
        )
        .then((page) => asList(page, (row) => row)),
    ),
  },
  StoreInvitationCode: {
    getManyReference: referenceReader(({ id, pagination }) =>
      storeTeamActions
        .storeInvitationCodes(Number(id), pagination.page)
        .then((page) => asList(page, (row) => ({ ...row, id: row.code }))),
    ),
  },
  StoreWhitelistedUser: {
    getManyReference: referenceReader(({ id, filter, pagination }) =>
      storeTeamActions
        .storeWhitelistedUsers(Number(id), pagination.page, text(filter.q))
        .then((page) => asList(page, (row) => row)),
    ),
  },
};
