/** The revision routes' own messages (zod-free, so the shell's message catalogue can hold them). */
export const REVISION_MSG = {
  reverted: "The revision has been restored as a new revision.",
  notFound: "Revision not found.",
} as const;
