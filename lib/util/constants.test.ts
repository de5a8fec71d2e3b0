import * as constants from './constants';

describe('spec §9 constants', () => {
  it('has the specified values', () => {
    expect(constants).toEqual({
      HTTP_TIMEOUT_MS: 15000,
      DELAY_MS: 1500,
      MAX_TOASTS: 3,
      POPUP_Z_INDEX_BASE: 2000,
      PROGRESS_BAR_HEIGHT_PX: 4,
      PROGRESS_STEPS: [0, 15, 35, 45, 60, 80, 82, 84, 86, 88, 90],
      PROGRESS_STEP_INTERVAL_MS: 500,
    });
  });

  it('cannot have its progress steps changed by a caller', () => {
    expect(Object.isFrozen(constants.PROGRESS_STEPS)).toBe(true);
  });
});
