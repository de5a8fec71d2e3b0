import { PROGRESS_STEP_INTERVAL_MS, PROGRESS_STEPS } from '@/lib/util';

export interface ProgressState {
  percent: number;
  isVisible: boolean;
}

/** How long the bar stays at 100% before it fades out. */
export const PROGRESS_FADE_MS = 300;

/**
 * The navigation progress of spec §4: resets to 0%, steps through 0, 15, 35, 45, 60, 80, 82…90% every
 * 500 ms, jumps to 100% and fades when navigation ends. Framework-free so it can be tested with fake timers.
 */
export function createProgress(onChange: (state: ProgressState) => void) {
  let stepTimer: ReturnType<typeof setInterval> | undefined;
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;
  let isRunning = false;

  const clearTimers = () => {
    clearInterval(stepTimer);
    clearTimeout(fadeTimer);
  };

  return {
    start() {
      clearTimers();
      isRunning = true;
      let step = 0;
      onChange({ percent: PROGRESS_STEPS[0], isVisible: true });
      stepTimer = setInterval(() => {
        step = Math.min(step + 1, PROGRESS_STEPS.length - 1);
        onChange({ percent: PROGRESS_STEPS[step], isVisible: true });
      }, PROGRESS_STEP_INTERVAL_MS);
    },
    done() {
      if (!isRunning) return;
      isRunning = false;
      clearTimers();
      onChange({ percent: 100, isVisible: true });
      fadeTimer = setTimeout(() => onChange({ percent: 100, isVisible: false }), PROGRESS_FADE_MS);
    },
    dispose() {
      clearTimers();
    },
  };
}
