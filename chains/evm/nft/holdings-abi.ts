import { parseAbi, parseAbiItem, toEventSelector } from 'viem';

// What finding and sweeping NFT holdings reads and calls: ERC-165, ERC-721 (+ Enumerable) and ERC-1155.

/** ERC-165 interface ids (EIP-165, EIP-721, EIP-1155). */
export const INTERFACE_ID = {
  erc721: '0x80ac58cd',
  erc721Enumerable: '0x780e9d63',
  erc1155: '0xd9b67a26',
} as const;

export const HOLDINGS_ABI = parseAbi([
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
]);

export const ERC1155_READ_ABI = parseAbi([
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function balanceOfBatch(address[] accounts, uint256[] ids) view returns (uint256[])',
]);

export const SWEEP_ABI = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
]);

/** ERC-721 Transfer: the same signature as ERC-20's, told apart by its fourth topic (the indexed token id). */
export const TRANSFER_EVENT = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
);
export const TRANSFER_SINGLE_EVENT = parseAbiItem(
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
);
export const TRANSFER_BATCH_EVENT = parseAbiItem(
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
);

export const NFT_TOPIC = {
  transfer: toEventSelector(TRANSFER_EVENT),
  transferSingle: toEventSelector(TRANSFER_SINGLE_EVENT),
  transferBatch: toEventSelector(TRANSFER_BATCH_EVENT),
} as const;
