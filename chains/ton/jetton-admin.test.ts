import { Address, SendMode, toNano } from '@ton/core';
import { TonClient, type WalletContractV5R1 } from '@ton/ton';
import { JettonMinter } from '@ton-community/assets-sdk/dist/jetton/JettonMinter';
import { JettonWallet } from '@ton-community/assets-sdk/dist/jetton/JettonWallet';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';
import { readTonBalances } from './balances';
import { onchainJettonContent, planJettonManage, planJettonPublish } from './jetton-admin';
import { jettonMinterCode, jettonWalletCode } from './jetton-code';
import { readJettonContent } from './jetton-metadata';
import { computeJettonWalletAddress, readJettonData } from './jetton-wallets';
import { tonKeyPairFromPrivateKey } from './keys';
import { type PlannedTonRequest, requestMessages } from './packing';
import { tonWalletContract } from './wallets';

// Jetton publish → mint → burn → metadata update → drop admin, each one wallet request with our fee, sent through
// TonClient to the stand-in and read back over HTTP (get_jetton_data, balances).

const pair = tonKeyPairFromPrivateKey('7'.repeat(64)) as NonNullable<ReturnType<typeof tonKeyPairFromPrivateKey>>;
const FEE_RECEIVER = new Address(0, Buffer.alloc(32, 0xfe));
const OTHER = new Address(0, Buffer.alloc(32, 0x0b));
const METADATA = { name: 'Chainkit Test', symbol: 'CKT', decimals: 6, description: 'A test jetton' };
const SUPPLY = 1_000_000n * 10n ** 6n;

let standIn: TonStandIn;
let client: TonClient;
let wallet: WalletContractV5R1;
const api = () => ({ jsonRpcUrl: standIn.jsonRpcUrl });

beforeAll(async () => {
  standIn = await startTonStandIn();
  client = new TonClient({ endpoint: standIn.jsonRpcUrl });
  wallet = tonWalletContract('v5r1', pair.publicKey) as WalletContractV5R1;
  const funder = await standIn.blockchain.treasury('funder');
  await funder.send({ to: wallet.address, value: toNano('100'), bounce: false });
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

async function send(request: PlannedTonRequest) {
  const opened = client.open(wallet);
  await opened.sendTransfer({
    seqno: await opened.getSeqno(),
    secretKey: Buffer.from(pair.secretKey),
    messages: requestMessages(request),
    sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
  });
}

async function jettonBalance(minter: Address, owner: Address) {
  const [row] = (await readTonBalances({ ...api(), owners: [owner.toString()], tokens: [minter.toString()] }))[0]
    .balances;
  return row.balance;
}

const feeReceived = async () => (await standIn.blockchain.getContract(FEE_RECEIVER)).balance;

it('keeps the reference minter and wallet code of @ton-community/assets-sdk', () => {
  expect(jettonMinterCode().hash().equals(JettonMinter.code.hash())).toBe(true);
  expect(jettonWalletCode().hash().equals(JettonWallet.code.hash())).toBe(true);
});

it('publishes, mints, burns, updates metadata and drops the admin, each read back', async () => {
  const { minter, request } = planJettonPublish({
    creator: wallet.address,
    content: onchainJettonContent(METADATA),
    supply: SUPPLY,
    feeReceiver: FEE_RECEIVER,
  });
  expect(request.serviceFee).toBe(toNano('5'));
  await send(request);
  let data = await readJettonData(minter, api());
  expect(data.totalSupply).toBe(SUPPLY);
  expect(data.admin?.equals(wallet.address)).toBe(true);
  expect(readJettonContent(data.content)).toMatchObject({
    kind: 'onchain',
    symbol: 'CKT',
    decimals: 6,
    name: 'Chainkit Test',
  });
  expect(await jettonBalance(minter, wallet.address)).toBe(SUPPLY);
  expect(await feeReceived()).toBe(toNano('5'));

  await send(
    planJettonManage(
      { action: 'mint', minter, to: OTHER, amount: 500n, responseAddress: wallet.address },
      FEE_RECEIVER,
    ),
  );
  expect((await readJettonData(minter, api())).totalSupply).toBe(SUPPLY + 500n);
  expect(await jettonBalance(minter, OTHER)).toBe(500n);

  const ownWallet = computeJettonWalletAddress('reference', wallet.address, minter, jettonWalletCode());
  await send(
    planJettonManage(
      { action: 'burn', ownerJettonWallet: ownWallet, amount: 200n, responseAddress: wallet.address },
      FEE_RECEIVER,
    ),
  );
  expect((await readJettonData(minter, api())).totalSupply).toBe(SUPPLY + 300n);
  expect(await jettonBalance(minter, wallet.address)).toBe(SUPPLY - 200n);

  const renamed = onchainJettonContent({ ...METADATA, symbol: 'CKT2' });
  await send(planJettonManage({ action: 'metadataUpdate', minter, content: renamed }, FEE_RECEIVER));
  expect(readJettonContent((await readJettonData(minter, api())).content).symbol).toBe('CKT2');

  await send(planJettonManage({ action: 'dropAdmin', minter }, FEE_RECEIVER));
  data = await readJettonData(minter, api());
  expect(data.admin).toBeNull();
  // With no admin nobody can mint: the supply stays.
  await send(planJettonManage({ action: 'mint', minter, to: OTHER, amount: 1n, responseAddress: wallet.address }));
  expect((await readJettonData(minter, api())).totalSupply).toBe(SUPPLY + 300n);
  // 5 + 4 × 1 TON, less the few nanoTON of storage the undeployed receiver pays between receipts.
  const fees = await feeReceived();
  expect(fees <= toNano('9') && fees > toNano('9') - 1_000n).toBe(true);
}, 120_000);

it('drops the admin at creation when asked: supply fixed from the start', async () => {
  const { minter, request } = planJettonPublish({
    creator: wallet.address,
    content: onchainJettonContent({ ...METADATA, symbol: 'FIX' }),
    supply: 42n,
    dropAdmin: true,
  });
  expect(request.messages.map((message) => message.kind)).toEqual(['row', 'row']);
  await send(request);
  const data = await readJettonData(minter, api());
  expect(data.totalSupply).toBe(42n);
  expect(data.admin).toBeNull();
  expect(await jettonBalance(minter, wallet.address)).toBe(42n);
}, 60_000);
