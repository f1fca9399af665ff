import type { ComponentType } from "react";

/** A settings panel that another area of the app draws for one store. */
export type StorePanel = ComponentType<{ websiteId: number }>;
export type StorePanelName = "users" | "accessLevels" | "payments";

const panels: Partial<Record<StorePanelName, StorePanel>> = {};

/**
 * The store's team, access levels and payment accounts are screens of their own areas; the app
 * hands them in here once, so the settings screen shows them without depending on those areas.
 */
export function provideStoreSettingsPanels(given: Partial<Record<StorePanelName, StorePanel>>): void {
  Object.assign(panels, given);
}

export function storeSettingsPanel(name: StorePanelName): StorePanel | null {
  return panels[name] ?? null;
}
