/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { freshPlan, PLAN_DELAY_MS, useDebouncedPlan } from './use-debounced-plan';

interface Request {
  rows: number;
}

/** A build whose answers the test lets go one by one, in any order. */
function heldBuild() {
  const pending: { request: Request; settle: (plan: string | Error) => void }[] = [];
  const build = (request: Request) =>
    new Promise<string>((resolve, reject) => {
      pending.push({ request, settle: (plan) => (plan instanceof Error ? reject(plan) : resolve(plan)) });
    });
  return { build, pending };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const rest = () => act(async () => jest.advanceTimersByTime(PLAN_DELAY_MS));

describe('useDebouncedPlan', () => {
  it('plans once the request rests, keeps the last plan on screen meanwhile, and drops answers to older requests', async () => {
    const { build, pending } = heldBuild();
    const first = { rows: 1 };
    const { result, rerender } = renderHook(({ request }) => useDebouncedPlan(build, request), {
      initialProps: { request: first as Request | undefined },
    });
    expect(result.current.isPlanning).toBe(true);
    await rest();
    await act(async () => pending[0].settle('plan 1'));
    expect(result.current).toEqual({ result: { plan: 'plan 1', request: first }, isPlanning: false });
    expect(freshPlan(result.current, first)).toBe('plan 1');

    // Two quick changes: only the last is built; the old plan stays shown but is not fresh for the new request.
    const second = { rows: 2 };
    const third = { rows: 3 };
    rerender({ request: second });
    rerender({ request: third });
    expect(result.current.result?.plan).toBe('plan 1');
    expect(freshPlan(result.current, third)).toBeUndefined();
    await rest();
    expect(pending.map((entry) => entry.request)).toEqual([first, third]);

    // The request changes again while the build of `third` is out: its answer is dropped.
    const fourth = { rows: 4 };
    rerender({ request: fourth });
    await act(async () => pending[1].settle('plan 3'));
    expect(result.current.result?.plan).toBe('plan 1');
    await rest();
    await act(async () => pending[2].settle(new Error('RPC down')));
    expect(result.current).toEqual({ error: new Error('RPC down'), isPlanning: false });
    expect(freshPlan(result.current, fourth)).toBeUndefined();
  });

  it('plans nothing without a request or a build', async () => {
    const { build, pending } = heldBuild();
    const { result, rerender } = renderHook(
      ({ request, withBuild }) => useDebouncedPlan(withBuild ? build : undefined, request),
      { initialProps: { request: undefined as Request | undefined, withBuild: true } },
    );
    await rest();
    rerender({ request: { rows: 1 }, withBuild: false });
    await rest();
    expect(pending).toEqual([]);
    expect(result.current).toEqual({ isPlanning: false });
  });
});
