import { parseServerEnv } from '@/lib/server/env';
import { suiFeeReceiver } from './fee-receiver';

describe('SUI_FEE_RECEIVER', () => {
  const saved = process.env.SUI_FEE_RECEIVER;
  afterEach(() => {
    if (saved === undefined) delete process.env.SUI_FEE_RECEIVER;
    else process.env.SUI_FEE_RECEIVER = saved;
  });

  it('is read as a lowercase Sui address, or null when unset or malformed', () => {
    process.env.SUI_FEE_RECEIVER = `0x${'AB'.repeat(32)}`;
    expect(suiFeeReceiver()).toBe(`0x${'ab'.repeat(32)}`);
    process.env.SUI_FEE_RECEIVER = '0x2';
    expect(suiFeeReceiver()).toBeNull();
    delete process.env.SUI_FEE_RECEIVER;
    expect(suiFeeReceiver()).toBeNull();
  });

  it('is checked by the server env schema, which names a malformed one', () => {
    const address = `0x${'fe'.repeat(32)}`;
    expect(parseServerEnv({ SUI_FEE_RECEIVER: address })).toMatchObject({ SUI_FEE_RECEIVER: address });
    expect(() => parseServerEnv({ SUI_FEE_RECEIVER: '0x1234' })).toThrow(/SUI_FEE_RECEIVER/);
  });
});
