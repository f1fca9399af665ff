/** Shapes of the team calls, as the server's contract declares them. */
export type {
  Invitation,
  InvitationCode,
  JoinRequest,
  Level,
  LevelUser,
  ListedInvitationCode,
  Member,
  Page,
  PermissionValue,
  Team,
  TeamMessage,
  WebsiteWhitelist,
  WhitelistedUser,
} from "../../domain/contracts/store-team";
