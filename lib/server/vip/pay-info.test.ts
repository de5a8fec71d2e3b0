import { payAddressInfo, paymentsOffReason } from './pay-info';
import { FakeChain } from './testing/fake-chain';

describe('payments off', () => {
  const chain = new FakeChain();

  it('names the missing settings for the server log while no family has a receiving address', () => {
    const environment = chain.environment({ receivers: { evm: null, tron: null } });
    expect(payAddressInfo(environment).chains).toEqual([]);
    expect(paymentsOffReason(environment)).toMatch(/VIP_PAY_ADDRESS_EVM.*VIP_PAY_ADDRESS_TRON/);
  });

  it('names the family that cannot be paid when only one is configured, nothing when both are', () => {
    expect(paymentsOffReason(chain.environment({ receivers: { evm: '0xabc', tron: null } }))).toMatch(
      /^TRON payments are off: VIP_PAY_ADDRESS_TRON is not set/,
    );
    expect(paymentsOffReason(chain.environment())).toBeNull();
  });
});
