// @vitest-environment happy-dom
// The frames of a polyfilled window (cover-frames.ts). Chromium's own frames, navigations and realms
// are tested in e2e/toolmark/polyfill-frames.spec.ts; here, what the covering does, in happy-dom.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findModelContext } from '../model-context.js';
import { coverSameOriginFrames } from './cover-frames.js';

afterEach(() => document.body.replaceChildren());

/** A stand-in install: marks the window, as the polyfill's defines `document.modelContext`. */
const fakeInstall = () =>
  vi.fn((view: typeof globalThis, _options?: object) => {
    Object.defineProperty(view.document, 'modelContext', { configurable: true, value: Object.assign(new EventTarget(), { registerTool() {} }) });
  });

const frameWindow = (frame: HTMLIFrameElement) => frame.contentWindow as unknown as typeof globalThis;

describe('coverSameOriginFrames', () => {
  it('installs in frames there from the start and in frames inserted later, nested in what is inserted too, once each', async () => {
    const first = document.createElement('iframe');
    document.body.append(first);
    const install = fakeInstall();
    const onFrame = vi.fn();
    const stop = coverSameOriginFrames(globalThis, install, { onFrame });
    expect(install).toHaveBeenCalledTimes(1);
    const wrapper = document.createElement('div');
    const later = document.createElement('iframe');
    wrapper.append(later);
    document.body.append(wrapper);
    await Promise.resolve();
    expect(install.mock.calls.map(([view]) => view)).toEqual([frameWindow(first), frameWindow(later)]);
    expect(install.mock.calls[0]![1]).toEqual({ onFrame });
    expect(onFrame.mock.calls.map(([view]) => view)).toEqual([frameWindow(first), frameWindow(later)]);
    // Moving a frame's wrapper inserts it again: a browser gives it a window and a document anew,
    // which are covered; another mutation around a frame already covered does nothing.
    const before = frameWindow(later);
    document.body.append(wrapper);
    await Promise.resolve();
    expect(frameWindow(later)).not.toBe(before);
    expect(onFrame.mock.calls.at(-1)).toEqual([frameWindow(later)]);
    wrapper.append(document.createElement('span'));
    await Promise.resolve();
    expect(onFrame).toHaveBeenCalledTimes(3);
    stop();
    document.body.append(document.createElement('iframe'));
    await Promise.resolve();
    expect(install).toHaveBeenCalledTimes(3);
  });

  it('leaves a frame that has a model context of its own to it: no install, no onFrame', async () => {
    const install = fakeInstall();
    const onFrame = vi.fn();
    coverSameOriginFrames(globalThis, install, { onFrame });
    const frame = document.createElement('iframe');
    document.body.append(frame);
    // Its own, there before the observer's microtask.
    fakeInstall()(frameWindow(frame));
    await Promise.resolve();
    expect(findModelContext(frameWindow(frame))).toBeDefined();
    expect(install).not.toHaveBeenCalled();
    expect(onFrame).not.toHaveBeenCalled();
  });
});
