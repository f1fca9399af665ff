import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UPDATE_CHECK_MS, watchForUpdates } from "../../src/serviceWorker";
import { UpdatePrompt } from "../../src/UpdatePrompt";
import { resetBrowserState } from "./reset";

/** Just enough of the browser's service-worker objects to drive the update logic. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}

class FakeContainer extends EventTarget {
  registration = new FakeRegistration();
  register = vi.fn(() => Promise.resolve(this.registration));
  constructor(public controller: FakeWorker | null) {
    super();
  }
}

async function watch(container: FakeContainer) {
  const offers: (() => void)[] = [];
  const reload = vi.fn();
  const stop = await watchForUpdates(
    container as unknown as ServiceWorkerContainer,
    (apply) => offers.push(apply),
    { reload },
  );
  return { offers, reload, stop };
}

afterEach(() => {
  vi.useRealTimers();
  resetBrowserState();
});

describe("new version prompt logic", () => {
  it("registers the worker for the app's scope only", async () => {
    const container = new FakeContainer(null);
    (await watch(container)).stop();
    expect(container.register).toHaveBeenCalledWith("/app/service-worker.js", { scope: "/app/" });
  });

  it("does not offer a first install as a new version", async () => {
    const container = new FakeContainer(null);
    const { offers, stop } = await watch(container);
    const worker = new FakeWorker();
    container.registration.found(worker);
    worker.become("installed");
    expect(offers).toHaveLength(0);
    stop();
  });

  it("offers a newer worker once it has installed, and reloads after handing over to it", async () => {
    const container = new FakeContainer(new FakeWorker());
    const { offers, reload, stop } = await watch(container);
    const worker = new FakeWorker();
    container.registration.found(worker);
    expect(offers).toHaveLength(0);
    worker.become("installed");
    expect(offers).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    offers[0]!();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it("offers a worker that was already waiting when the page opened", async () => {
    const container = new FakeContainer(new FakeWorker());
    container.registration.waiting = new FakeWorker();
    const { offers, stop } = await watch(container);
    expect(offers).toHaveLength(1);
    stop();
  });

  it("never reloads a page that did not ask for it", async () => {
    const container = new FakeContainer(new FakeWorker());
    const { reload, stop } = await watch(container);
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it("checks the server for a new version every hour", async () => {
    vi.useFakeTimers();
    const container = new FakeContainer(new FakeWorker());
    const { stop } = await watch(container);
    vi.advanceTimersByTime(UPDATE_CHECK_MS - 1);
    expect(container.registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(container.registration.update).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe("<UpdatePrompt>", () => {
  it("says a new version is available and reloads on Reload", () => {
    const onReload = vi.fn();
    render(<UpdatePrompt onReload={onReload} />);
    expect(screen.getByText("A new version is available.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
