import type { EntryModalContent } from "../../../domain/content";

/** The entry modal as read and saved, with its picture's address. */
export type EntryModalDto = EntryModalContent & { image_url: string | null };
