import { parseAbi } from 'viem';

/**
 * The Multisend ABI as a literal, so viem types every encoder call. artifact.test.ts checks it equals the ABI of the
 * compiled contracts/multisend/Multisend.sol, so the two cannot drift apart.
 */
export const MULTISEND_ABI = parseAbi([
  'function sendNative(bytes32[] transfers, uint256 total, address feeRecipient, uint256 fee) payable',
  'function sendNativeEqual(bytes recipients, uint256 amount, address feeRecipient, uint256 fee) payable',
  'function sendNativeWide(address[] recipients, uint256[] amounts, address feeRecipient, uint256 fee) payable',
  'function sendERC20(address token, bytes32[] transfers, address feeRecipient, uint256 fee) payable',
  'function sendERC20Pooled(address token, bytes32[] transfers, uint256 total, address feeRecipient, uint256 fee) payable',
  'function sendERC20PooledEqual(address token, bytes recipients, uint256 amount, address feeRecipient, uint256 fee) payable',
  'function sendERC20Wide(address token, address[] recipients, uint256[] amounts, address feeRecipient, uint256 fee) payable',
  'function sendERC721(address token, address[] recipients, uint256[] ids, bool safe, address feeRecipient, uint256 fee) payable',
  'function sendERC1155(address token, address[] recipients, uint256[] ids, uint256[] amounts, address feeRecipient, uint256 fee) payable',
  'function sendERC1155Batch(address token, address[] recipients, uint256[][] ids, uint256[][] amounts, address feeRecipient, uint256 fee) payable',
  'error InsufficientValue(uint256 needed, uint256 sent)',
  'error TransferFailed(uint256 index, bytes reason)',
  'error PullFailed(uint256 total, bytes reason)',
  'error FeeTransferFailed()',
  'error RefundFailed()',
  'error LengthMismatch()',
  'error NotAContract(address token)',
  'error TotalMismatch(uint256 total, uint256 sum)',
]);

export type MultisendFunctionName = Extract<(typeof MULTISEND_ABI)[number], { type: 'function' }>['name'];
