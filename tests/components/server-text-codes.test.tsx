import { act, renderHook } from "@testing-library/react";
import {
  AdminContext,
  HttpError,
  I18nContextProvider,
  memoryStore,
  useNotificationContext,
} from "react-admin";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { i18nProvider } from "../../src/i18n";
import { readFailure, useServerText } from "../../ui/useServerText";
import { MSG } from "../../domain/messages";
import { PLAN_MSG } from "../../domain/plans";
import { STORE_MSG } from "../../domain/stores";
import { PRICING_MSG } from "../../domain/pricing";
import { messageCode } from "../../domain/message-codes";
import { VERSION_MSG } from "../../domain/versions";
import { useProductAction } from "../../resources/products/useProductAction";

/** A failed call as the data layer reports it: the server's error body on an HttpError. */
const failure = (message: string) =>
  readFailure(new HttpError(message, 422, { message, code: messageCode(message) }));

async function serverTextIn(locale: "en" | "pl") {
  await i18nProvider.changeLocale(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
  );
  return renderHook(() => useServerText(), { wrapper }).result.current;
}

describe("server messages are shown by their code", () => {
  it("translates a coded message of any catalogue into Polish, and shows the English as sent", async () => {
    const pl = await serverTextIn("pl");
    expect(pl(failure(STORE_MSG.chooseStore))).toBe("Najpierw wybierz sklep.");
    expect(pl(failure(PRICING_MSG.priceBelowMinimum))).toBe(
      "Cena detaliczna nie może być niższa niż cena minimalna.",
    );
    expect(pl(failure(PLAN_MSG.discountsLocked))).toMatch(/^Rabaty i promocje/);
    expect(pl(MSG.websiteNotFound)).toBe("Nie znaleziono sklepu");
    // Built from values: no code, shown as sent.
    expect(pl(failure("Only 6 left of Acme Tee."))).toBe("Only 6 left of Acme Tee.");
    const en = await serverTextIn("en");
    expect(en(failure(STORE_MSG.chooseStore))).toBe(STORE_MSG.chooseStore);
  });
});

describe("a product action's refusal", () => {
  it("reads in the user's language by the server's code", async () => {
    await i18nProvider.changeLocale("pl");
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
      </AdminContext>
    );
    const { result } = renderHook(
      () => ({ action: useProductAction(), notes: useNotificationContext().notifications }),
      { wrapper },
    );
    const stale = new HttpError(VERSION_MSG.stale, 409, {
      message: VERSION_MSG.stale,
      code: messageCode(VERSION_MSG.stale),
      current: {},
    });
    await act(() =>
      result.current.action.run(() => Promise.reject(stale), "app.productList.actions.restored"),
    );
    const shown = result.current.notes.map((note) => note.message);
    expect(shown).toHaveLength(1);
    expect(shown[0]).not.toBe(VERSION_MSG.stale);
    expect(shown[0]).toBe(await serverTextIn("pl").then((pl) => pl(readFailure(stale))));
    await i18nProvider.changeLocale("en");
  });
});
