import type { Address } from 'viem';

/**
 * Delegation targets we can name. Every entry carries where its address was read, so the table can be checked and
 * extended; an address not listed here is shown as "unknown", never guessed. The same contract address serves every
 * chain it is deployed on (CREATE2), so the table is not per chain.
 */
export interface KnownDelegate {
  address: Address;
  name: string;
  /** Where the address comes from. */
  source: string;
}

const ETHEREUM_ORG_7702 =
  'ethereum.org, "Pectra 7702 guidelines", known audited implementations (ethereum/ethereum-org-website, roadmap/pectra/7702)';
const BUNDLEBEAR_LABELS =
  'BundleBear 7702 labels (Jam516/BundleBear, models/eip7702/labels/eip7702_labels_authorized_contracts.sql)';

export const KNOWN_DELEGATES: readonly KnownDelegate[] = [
  {
    address: '0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B',
    name: 'MetaMask Delegator (EIP7702StatelessDeleGator)',
    source: `${ETHEREUM_ORG_7702}; MetaMask/delegation-framework`,
  },
  {
    address: '0x7702cb554e6bFb442cb743A7dF23154544a7176C',
    name: 'Coinbase Smart Wallet (EIP7702Proxy)',
    source: 'base/eip-7702-proxy README, "Deployment Addresses" (every network Coinbase Smart Wallet supports)',
  },
  {
    address: '0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00',
    name: 'Uniswap Calibur',
    source: `${ETHEREUM_ORG_7702}; Uniswap/calibur`,
  },
  {
    address: '0x5A7FC11397E9a8AD41BF10bf13F22B0a63f96f6d',
    name: 'Ambire (AmbireAccount7702)',
    source: `${ETHEREUM_ORG_7702}; ${BUNDLEBEAR_LABELS}`,
  },
  {
    address: '0x80296FF8D1ED46f8e3C7992664D13B833504c2Bb',
    name: 'OKX Wallet (WalletCore)',
    source: `${BUNDLEBEAR_LABELS} ("OKX 7702Wallet"); OKX smart-wallet README "Deployed Contracts" (SmartWallet, Ethereum)`,
  },
  {
    address: '0x69007702764179f14F51cdce752f4f775d74E139',
    name: 'Alchemy Modular Account',
    source: `${ETHEREUM_ORG_7702}; alchemyplatform/modular-account`,
  },
  {
    address: '0x4Cd241E8d1510e30b2076397afc7508Ae59C66c9',
    name: 'Simple7702Account (Ethereum Foundation AA team)',
    source: `${ETHEREUM_ORG_7702}; eth-infinitism/account-abstraction`,
  },
  {
    address: '0x17c11FDdADac2b341F2455aFe988fec4c3ba26e3',
    name: 'Luganodes Pectra Batch Contract',
    source: ETHEREUM_ORG_7702,
  },
  {
    address: '0x000000004F43C49e93C970E84001853a70923B03',
    name: 'Biconomy Nexus',
    source: BUNDLEBEAR_LABELS,
  },
  {
    address: '0xD2e28229F6f2c235e57De2EbC727025A1D0530FB',
    name: 'Trust Wallet',
    source: `${BUNDLEBEAR_LABELS} ("Trustwallet Biz")`,
  },
  {
    address: '0xcda3577ca7ef65f6B7201E9BD80375f5628D15F7',
    name: 'WhiteBIT Account',
    source: BUNDLEBEAR_LABELS,
  },
];

/**
 * Delegates known to sweep funds: contracts whose code forwards whatever reaches the account to a thief (the
 * "CrimeEnjoyor" family Wintermute exposed after Pectra; most 7702 authorizations on Ethereum in 2025 pointed at it).
 * A wallet delegated to one of these is compromised: its key is in someone else's hands.
 */
const CRIME_ENJOYOR =
  'Wintermute research (CoinDesk, 2025-06-02: post-Pectra sweeper contracts) and the verified CrimeEnjoyor source on Etherscan/Blockscout';
const CRIME_ENJOYOR_FAMILY =
  'CrimeEnjoyor family IOC list (a public YARA rule set, "crimeenjoyor-eip7702-sweeper", citing Etherscan and Blockscout)';

export const KNOWN_SWEEPERS: readonly KnownDelegate[] = [
  { address: '0x89383882Fc2D0Cd4d7952a3267A3b6dAE967E704', name: 'CrimeEnjoyor', source: CRIME_ENJOYOR },
  { address: '0x6B7879a5d747E30a3ADb37A9e41c046928FCE933', name: 'CrimeEnjoyor2', source: CRIME_ENJOYOR_FAMILY },
  {
    address: '0x89046d34E70A65ACAb2152C26a0C8e493b5ba629',
    name: 'AdvancedCrimeEnjoyor2',
    source: CRIME_ENJOYOR_FAMILY,
  },
  {
    address: '0xb59f313dCf8C8107AdFfEAbD0c041C896C64dfCA',
    name: 'CrimeEnjoyor ("GOLD")',
    source: CRIME_ENJOYOR_FAMILY,
  },
];

const BY_ADDRESS = new Map(KNOWN_DELEGATES.map((entry) => [entry.address.toLowerCase(), entry]));
const SWEEPERS = new Map(KNOWN_SWEEPERS.map((entry) => [entry.address.toLowerCase(), entry]));

export type DelegateVerdict =
  | { kind: 'known'; delegate: KnownDelegate }
  | { kind: 'sweeper'; delegate: KnownDelegate }
  | { kind: 'unknown' };

/** What we know of a delegation target. */
export function describeDelegate(address: string): DelegateVerdict {
  const id = address.toLowerCase();
  const sweeper = SWEEPERS.get(id);
  if (sweeper) return { kind: 'sweeper', delegate: sweeper };
  const known = BY_ADDRESS.get(id);
  return known ? { kind: 'known', delegate: known } : { kind: 'unknown' };
}
