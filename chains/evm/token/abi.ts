import { parseAbi } from 'viem';

/**
 * What the page calls on a Chainkit token: the ERC-20 reads, the optional parts' reads and the owner's actions. Every
 * template's ABI is a superset of the parts it has (abi.test.ts holds this list to the compiled ABIs).
 */
export const TOKEN_ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address account) view returns (uint256)',
  'function owner() view returns (address)',
  'function cap() view returns (uint256)',
  'function paused() view returns (bool)',
  'function mint(address to, uint256 value)',
  'function burn(uint256 value)',
  'function renounceOwnership()',
  'function pause()',
  'function unpause()',
]);

/** Every template's constructor (the same arguments for all; cap and owner are ignored where there is no part). */
export const TOKEN_CONSTRUCTOR_ABI = parseAbi([
  'constructor(string name_, string symbol_, uint8 decimals_, uint256 initialSupply, address receiver, uint256 cap_, address owner_, address feeReceiver) payable',
]);
