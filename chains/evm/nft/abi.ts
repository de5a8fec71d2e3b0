import { parseAbi } from 'viem';

/** The parts of ERC-165, ERC-721 and ERC-1155 the NFT tools read or call (transfers go through Multisend). */
export const NFT_ABI = parseAbi([
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function setApprovalForAll(address operator, bool approved)',
]);

/** ERC-721's balanceOf(owner) (one argument): a separate ABI, since viem picks overloads by argument count poorly. */
export const ERC721_BALANCE_ABI = parseAbi(['function balanceOf(address owner) view returns (uint256)']);

/** ERC-165 interface ids. */
export const ERC721_INTERFACE_ID = '0x80ac58cd';
export const ERC1155_INTERFACE_ID = '0xd9b67a26';
