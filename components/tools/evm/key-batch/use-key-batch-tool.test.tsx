/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { act, waitFor } from '@testing-library/react';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import type { BatchDriver } from '@/lib/batch/executor';
import { createJob } from '@/lib/batch/job';
import { saveJob } from '@/lib/batch/persist';
import type { JobState } from '@/lib/batch/types';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { ChainTarget } from './chain';
import { type KeyRing, parseKeyList } from './keys';
import { type KeyBatchRunContext, type KeyBatchTool, useKeyBatchTool } from './use-key-batch-tool';

interface Settings {
  chainId: number;
  note: string;
}

/** A driver that never finishes a send: the run stays busy, and what it was made with is what the test reads. */
function pendingDriver(): BatchDriver {
  return {
    send: () => new Promise<string>(() => {}),
    wait: () => new Promise(() => {}),
    checkOnChain: async () => false,
  };
}

type Made = { settings: Settings; context: KeyBatchRunContext }[];

function Probe({ made, out }: { made: Made; out: { current?: KeyBatchTool<Settings> } }) {
  out.current = useKeyBatchTool<Settings>({
    chainTool: 'test-tool',
    runTool: 'test-tool',
    createDriver: (settings, context) => {
      made.push({ settings, context });
      return pendingDriver();
    },
    settingsFromMeta: (meta) => ({ chainId: Number(meta.chainId), note: `from meta ${meta.note}` }),
  });
  return null;
}

function renderTool() {
  const made: Made = [];
  const out: { current?: KeyBatchTool<Settings> } = {};
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  renderWithProviders(<Probe made={made} out={out} />, { http });
  return { made, tool: () => out.current as KeyBatchTool<Settings> };
}

function oneRowJob(address: string, meta: Record<string, string>): JobState {
  return createJob([{ line: 1, address }], [{ id: 0, lane: address, rowIndexes: [0], rows: [] }], meta);
}

describe('useKeyBatchTool', () => {
  const key = generatePrivateKey();
  const address = privateKeyToAddress(key);
  let ring: KeyRing;

  beforeEach(() => {
    window.localStorage.clear();
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {})) as typeof fetch;
    ring = parseKeyList(key).ring;
  });

  it('starts the job built for the picked chain, its driver made with the given settings and keys', async () => {
    const { made, tool } = renderTool();
    await waitFor(() => expect(tool().target).toBeDefined());
    let builtFor: ChainTarget | undefined;
    act(() =>
      tool().start(
        (target) => {
          builtFor = target;
          return oneRowJob(address, { chainId: String(target.chainId) });
        },
        { chainId: 1, note: 'fresh' },
        ring,
      ),
    );
    expect(builtFor?.chainId).toBe(tool().target?.chainId);
    expect(made).toHaveLength(1);
    expect(made[0].settings).toEqual({ chainId: 1, note: 'fresh' });
    expect(made[0].context.ring).toBe(ring);
    expect(made[0].context.client).toBe(tool().client);
    await waitFor(() => expect(tool().isBusy).toBe(true));
  });

  it('resumes a saved job with settings read back from its meta and the keys pasted again', async () => {
    saveJob('key-batch-test-tool', oneRowJob(address, { chainId: '1', note: 'saved' }));
    const { made, tool } = renderTool();
    await waitFor(() => expect(tool().runState.stored).not.toBeNull());
    await waitFor(() => expect(tool().client).toBeDefined());
    act(() => tool().resume(ring));
    expect(made).toEqual([{ settings: { chainId: 1, note: 'from meta saved' }, context: expect.anything() }]);
    expect(made[0].context.ring).toBe(ring);
    await waitFor(() => expect(tool().runState.stored).toBeNull());
    expect(tool().runState.run?.ring).toBe(ring);
  });

  it('resumes nothing when no job was saved', async () => {
    const { made, tool } = renderTool();
    await waitFor(() => expect(tool().client).toBeDefined());
    act(() => tool().resume(ring));
    expect(made).toHaveLength(0);
    expect(tool().runState.run).toBeNull();
  });
});
