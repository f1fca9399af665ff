/**
 * Leaving the SPA for a provider's page. Kept on an object so tests can watch the navigation
 * (jsdom cannot follow it).
 */
export const browser = {
  go(url: string): void {
    window.location.assign(url);
  },
  openTab(url: string): void {
    window.open(url, "_blank", "noopener");
  },
};
