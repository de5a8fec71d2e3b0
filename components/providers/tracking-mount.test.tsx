/** @jest-environment jsdom */
import { act, fireEvent, render } from '@testing-library/react';
import { forgetTrackingForTests, TRACKER_LOAD_DELAY_MS, TrackingMount } from './tracking-mount';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/batch/send-token' }));

const mockLoads = jest.fn();
const mockTrackEvent = jest.fn();
const mockListen = jest.fn(() => () => undefined);
jest.mock('@/lib/client/tracking/browser-tracker', () => {
  mockLoads();
  return { trackEvent: mockTrackEvent, getTracker: () => ({ listen: mockListen }) };
});

/** Lets the dynamic import and its then() run. */
const settle = () => act(async () => undefined);

describe('TrackingMount (issue 13 point 10: the tracker is not part of the page load)', () => {
  beforeEach(() => {
    forgetTrackingForTests();
    jest.useFakeTimers({ now: 1_000 });
  });
  afterEach(() => jest.useRealTimers());

  it('keeps the page view with its own time and fetches the tracker when the first batch is due', async () => {
    render(<TrackingMount />);
    await settle();
    expect(mockLoads).not.toHaveBeenCalled();
    jest.setSystemTime(4_000);
    fireEvent.click(document.body);
    await act(async () => {
      jest.advanceTimersByTime(TRACKER_LOAD_DELAY_MS);
    });
    await settle();
    expect(mockLoads).toHaveBeenCalledTimes(1);
    expect(mockTrackEvent).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'page-view', pageId: expect.any(String), time: 1_000, path: '/' }),
    );
    expect(mockListen).toHaveBeenCalledTimes(1);
  });

  it('fetches it at the first key or pointer press, so it is there when the page hides', async () => {
    forgetTrackingForTests();
    mockListen.mockClear();
    render(<TrackingMount />);
    await settle();
    expect(mockListen).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Tab' });
    await settle();
    expect(mockListen).toHaveBeenCalledTimes(1);
  });
});
