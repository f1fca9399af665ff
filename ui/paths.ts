/** App paths that screens of several areas link to. */

/** The role help screen: what each role can do. */
export const ROLE_HELP_PATH = "/roles";
