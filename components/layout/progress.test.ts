import { createProgress, PROGRESS_FADE_MS, type ProgressState } from './progress';

describe('navigation progress (spec §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('steps 0, 15, 35, 45, 60, 80, 82…90 every 500 ms, then 100% and fades', () => {
    const states: ProgressState[] = [];
    const progress = createProgress((state) => states.push(state));
    progress.start();
    jest.advanceTimersByTime(500 * 12);
    const percents = states.map((state) => state.percent);
    expect(percents.slice(0, 11)).toEqual([0, 15, 35, 45, 60, 80, 82, 84, 86, 88, 90]);
    // It waits at 90% until navigation ends.
    expect(percents.slice(11)).toEqual([90, 90]);
    progress.done();
    expect(states.at(-1)).toEqual({ percent: 100, isVisible: true });
    jest.advanceTimersByTime(PROGRESS_FADE_MS);
    expect(states.at(-1)).toEqual({ percent: 100, isVisible: false });
    progress.dispose();
  });

  it('restarts from 0 and ignores done() when nothing is running', () => {
    const states: ProgressState[] = [];
    const progress = createProgress((state) => states.push(state));
    progress.done();
    expect(states).toEqual([]);
    progress.start();
    jest.advanceTimersByTime(1000);
    progress.start();
    expect(states.at(-1)).toEqual({ percent: 0, isVisible: true });
    progress.dispose();
  });
});
