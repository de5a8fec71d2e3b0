import { type Address, parseAbi, parseAbiItem, toEventSelector } from 'viem';

/** Uniswap's Permit2, at the same address on every chain it is deployed on (Uniswap/permit2 README, "Deployments"). */
export const PERMIT2_ADDRESS: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3';

/** ERC-20 Approval; ERC-721's Approval has the same signature with an indexed token id (four topics: skipped). */
export const ERC20_APPROVAL_EVENT = parseAbiItem(
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
);
/** ERC-721 and ERC-1155 operator approval. */
export const APPROVAL_FOR_ALL_EVENT = parseAbiItem(
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
);
/** Permit2 AllowanceTransfer events (IAllowanceTransfer.sol): both set an allowance of owner → token → spender. */
export const PERMIT2_APPROVAL_EVENT = parseAbiItem(
  'event Approval(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration)',
);
export const PERMIT2_PERMIT_EVENT = parseAbiItem(
  'event Permit(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration, uint48 nonce)',
);

export const TOPIC = {
  erc20Approval: toEventSelector(ERC20_APPROVAL_EVENT),
  approvalForAll: toEventSelector(APPROVAL_FOR_ALL_EVENT),
  permit2Approval: toEventSelector(PERMIT2_APPROVAL_EVENT),
  permit2Permit: toEventSelector(PERMIT2_PERMIT_EVENT),
} as const;

export const APPROVAL_TOPICS = [TOPIC.erc20Approval, TOPIC.approvalForAll, TOPIC.permit2Approval, TOPIC.permit2Permit];

export const ERC20_APPROVE_ABI = parseAbi([
  'function approve(address spender, uint256 value) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
]);

export const OPERATOR_ABI = parseAbi([
  'function setApprovalForAll(address operator, bool approved)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'function symbol() view returns (string)',
]);

export const PERMIT2_ABI = parseAbi([
  'function allowance(address owner, address token, address spender) view returns (uint160 amount, uint48 expiration, uint48 nonce)',
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
]);
