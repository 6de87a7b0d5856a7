import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNetworkDetector, isNetworkFailure, PROBE_DELAYS_MS, type NetworkDetector } from './network-status';

/** A detector on a fake window and fake timers; `probeAnswers` says what each probe finds. */
function setUp({ browserOnline = true } = {}) {
  const events = new EventTarget();
  const states: boolean[] = [];
  const probe = vi.fn(async () => false);
  let onLine = browserOnline;
  const detector = createNetworkDetector({
    setOnline: (online) => states.push(online),
    probe,
    browserOnline: () => onLine,
    events,
  });
  return {
    detector,
    states,
    probe,
    setBrowserOnline: (value: boolean) => {
      onLine = value;
      events.dispatchEvent(new Event(value ? 'online' : 'offline'));
    },
    visible: () => events.dispatchEvent(new Event('visibilitychange')),
  };
}

let detector: NetworkDetector | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  detector?.stop();
  vi.useRealTimers();
});

describe('network detector', () => {
  it('goes offline at the first request without an answer, although the browser believes it is online', () => {
    const net = setUp();
    detector = net.detector;
    expect(detector.isOnline()).toBe(true);
    detector.requestFailed();
    expect(detector.isOnline()).toBe(false);
    expect(net.states).toEqual([false]);
    // Further failures change nothing.
    detector.requestFailed();
    expect(net.states).toEqual([false]);
  });

  it('starts offline when the browser knows it has no network, and probes only once it says it is back', async () => {
    const net = setUp({ browserOnline: false });
    detector = net.detector;
    expect(detector.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.probe).not.toHaveBeenCalled();
    net.probe.mockResolvedValue(true);
    net.setBrowserOnline(true);
    // The browser's "online" is not believed until the server answers.
    expect(detector.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(net.probe).toHaveBeenCalledTimes(1);
    expect(detector.isOnline()).toBe(true);
    expect(net.states).toEqual([true]);
  });

  it('probes with a growing delay until the server answers, then is online', async () => {
    const net = setUp();
    detector = net.detector;
    detector.requestFailed();
    const delays = [...PROBE_DELAYS_MS, PROBE_DELAYS_MS.at(-1) ?? 0];
    for (const [index, delay] of delays.entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(net.probe).toHaveBeenCalledTimes(index);
      await vi.advanceTimersByTimeAsync(1);
      expect(net.probe).toHaveBeenCalledTimes(index + 1);
    }
    expect(detector.isOnline()).toBe(false);
    net.probe.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS.at(-1) ?? 0);
    expect(detector.isOnline()).toBe(true);
    expect(net.states).toEqual([false, true]);
    // Online, nothing is probed any more.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.probe).toHaveBeenCalledTimes(delays.length + 1);
  });

  it('a probe that throws (a timeout) counts as no answer', async () => {
    const net = setUp();
    detector = net.detector;
    net.probe.mockRejectedValue(new DOMException('timed out', 'TimeoutError'));
    detector.requestFailed();
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(net.probe).toHaveBeenCalledTimes(1);
    expect(detector.isOnline()).toBe(false);
  });

  it('an answer from the server makes it online at once and stops the probing', async () => {
    const net = setUp();
    detector = net.detector;
    detector.requestFailed();
    detector.requestAnswered();
    expect(net.states).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.probe).not.toHaveBeenCalled();
  });

  it("believes the browser's offline event at once and stops probing until it says it is back", async () => {
    const net = setUp();
    detector = net.detector;
    detector.requestFailed();
    net.setBrowserOnline(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.probe).not.toHaveBeenCalled();
    expect(net.states).toEqual([false]);
  });

  it('returning to the app probes at once instead of waiting out the delay', async () => {
    const net = setUp();
    detector = net.detector;
    detector.requestFailed();
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0] + PROBE_DELAYS_MS[1] + PROBE_DELAYS_MS[2]);
    expect(net.probe).toHaveBeenCalledTimes(3);
    net.probe.mockResolvedValue(true);
    net.visible();
    await vi.advanceTimersByTimeAsync(0);
    expect(net.probe).toHaveBeenCalledTimes(4);
    expect(detector.isOnline()).toBe(true);
  });

  it('runs one probe at a time', async () => {
    const net = setUp();
    detector = net.detector;
    let answer: (value: boolean) => void = () => undefined;
    net.probe.mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
    detector.requestFailed();
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    net.visible();
    net.setBrowserOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(net.probe).toHaveBeenCalledTimes(1);
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(detector.isOnline()).toBe(true);
  });
});

describe('isNetworkFailure', () => {
  it('counts a failed fetch and a timeout, not a cancellation or an answer', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    const kyTimeout = new Error('Request timed out');
    kyTimeout.name = 'TimeoutError';
    expect(isNetworkFailure(kyTimeout)).toBe(true);
    expect(isNetworkFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isNetworkFailure(new Error('HTTP 500'))).toBe(false);
    expect(isNetworkFailure('offline')).toBe(false);
  });
});
