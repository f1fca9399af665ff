import { describe, expect, it, vi } from "vitest";
import { lazyScreen } from "../../ui/lazyScreen";

const Page = () => null;

describe("a lazily loaded screen", () => {
  it("downloads once, however often it is preloaded", async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const screen = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([screen.preload(), screen.preload()]);
    await screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed download", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ default: Page });
    const screen = lazyScreen(load);
    await expect(screen.preload()).rejects.toThrow("offline");
    await expect(screen.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
