import { type Address, beginCell, toNano } from '@ton/core';
import type { SandboxContract, TreasuryContract } from '@ton/sandbox';
import { JettonMinter } from '@ton-community/assets-sdk/dist/jetton/JettonMinter';
import type { TonStandIn } from './server';

// Test support: a TEP-74 jetton on the stand-in's sandbox with the minter and wallet code that ships in
// @ton-community/assets-sdk (the reference FunC contracts). The admin is a sandbox treasury; minting goes straight to
// the sandbox, transfers in the tests go through TonClient and the stand-in like the app's own.

export interface TestJetton {
  minter: SandboxContract<JettonMinter>;
  address: Address;
  admin: SandboxContract<TreasuryContract>;
  mint(to: Address, amount: bigint): Promise<void>;
}

export async function deployTestJetton(standIn: TonStandIn, symbol = 'TST'): Promise<TestJetton> {
  const admin = await standIn.blockchain.treasury(`jetton-admin-${symbol}`);
  // TEP-64 on-chain content would be a dictionary; an off-chain URI (0x01 prefix) is enough for balances.
  const content = beginCell().storeUint(1, 8).storeStringTail(`https://example.invalid/${symbol}.json`).endCell();
  const minter = standIn.blockchain.openContract(JettonMinter.createFromConfig({ admin: admin.address, content }));
  const deploy = await minter.sendDeploy(admin.getSender(), toNano('0.1'));
  if (
    !deploy.transactions.some(
      (transaction) => transaction.inMessage?.info.dest?.toString() === minter.address.toString(),
    )
  ) {
    throw new Error('The jetton minter was not deployed');
  }
  return {
    minter,
    address: minter.address,
    admin,
    async mint(to, amount) {
      await minter.sendMint(admin.getSender(), to, amount, { value: toNano('0.1') });
    },
  };
}
