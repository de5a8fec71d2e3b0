import { z } from 'zod';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';
import { TonApiError, tonJsonRpcUrl, tonRpc, tonV3Url } from './api';

describe('toncenter endpoints', () => {
  it('derives the v3 root from a toncenter-shaped v2 URL, keeping its api_key, and none from our passthrough', () => {
    expect(tonJsonRpcUrl()).toBe('https://toncenter.com/api/v2/jsonRPC');
    expect(tonV3Url()).toBe('https://toncenter.com/api/v3');
    expect(tonV3Url({ jsonRpcUrl: 'https://toncenter.com/api/v2/jsonRPC?api_key=k' })).toBe(
      'https://toncenter.com/api/v3?api_key=k',
    );
    expect(tonV3Url({ jsonRpcUrl: 'https://rpc.example/ton' })).toBeUndefined();
    expect(tonV3Url({ jsonRpcUrl: 'https://toncenter.com/api/v2/jsonRPC', v3Url: null })).toBeUndefined();
    expect(tonV3Url({ jsonRpcUrl: 'https://rpc.example/ton', v3Url: 'https://v3.example/api/v3/' })).toBe(
      'https://v3.example/api/v3',
    );
    expect(() => tonJsonRpcUrl({ jsonRpcUrl: 'ftp://x' })).toThrow(TonApiError);
  });
});

describe('tonRpc on the stand-in', () => {
  let standIn: TonStandIn;
  beforeAll(async () => {
    standIn = await startTonStandIn();
  });
  afterAll(async () => {
    await standIn?.stop();
  });

  it('answers, retries 429, throws a refusal at once and an unexpected shape', async () => {
    const address = `0:${'1'.repeat(64)}`;
    const options = { jsonRpcUrl: standIn.jsonRpcUrl, retryDelayMs: 1 };
    standIn.rateLimitNext(1);
    expect(await tonRpc('getAddressBalance', { address }, z.string(), options)).toBe('0');
    expect(standIn.requests).toHaveLength(2);
    standIn.requests.length = 0;
    await expect(tonRpc('getAddressBalance', { address: 'nope' }, z.string(), options)).rejects.toThrow(/HTTP 422/);
    expect(standIn.requests).toHaveLength(1);
    await expect(tonRpc('getAddressBalance', { address }, z.number(), options)).rejects.toThrow(/unexpected shape/);
  });
});
