import { Address } from '@ton/core';
import type { TonApiOptions } from '@/chains/ton/api';
import { deriveJettonWallets, jettonDisplay, readJettonData } from '@/chains/ton/jetton-wallets';

export interface JettonChoice {
  /** The minter, user-friendly (bounceable). */
  minter: string;
  symbol: string;
  decimals: number;
  /** Decimals came from on-chain metadata; false: TEP-64's default, the user must confirm them. */
  hasOnchainDecimals: boolean;
}

/** A pasted jetton: its minter's get_jetton_data, symbol and decimals from on-chain TEP-64 content. */
export async function readJettonChoice(text: string, api: TonApiOptions): Promise<JettonChoice> {
  const minter = Address.parse(text.trim());
  const data = await readJettonData(minter, api);
  const display = jettonDisplay(data);
  return {
    minter: minter.toString({ urlSafe: true, bounceable: true }),
    symbol: display.symbol || display.content.name || '',
    decimals: display.decimals,
    hasOnchainDecimals: display.content.decimals !== undefined,
  };
}

/** The sender's jetton wallet of the minter (computed from the minter's wallet code, confirmed by the minter). */
export async function senderJettonWallet(minter: string, sender: string, api: TonApiOptions): Promise<string> {
  const address = Address.parse(minter);
  const data = await readJettonData(address, api);
  const { wallets } = await deriveJettonWallets(address, data, [Address.parse(sender)], api);
  return wallets[0].toString({ urlSafe: true, bounceable: true });
}
