// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Multicall3Compatible: the part of Multicall3's interface that Chainkit's balance reader calls.
/// @notice For local test chains only (anvil has no Multicall3). Tests install its runtime code with anvil_setCode at
/// Multicall3's canonical address 0xcA11bde05977b3631167028862bE2a173976CA11. The function signatures, and so the
/// selectors and the ABI encoding of arguments and results, are Multicall3's; the code is our own.
contract Multicall3Compatible {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// A call that was not allowed to fail failed; `index` is its position in the batch.
    error CallFailed(uint256 index);

    /// Runs every call in order; a failed call gives success = false and its revert data, unless it was not allowed
    /// to fail, in which case the whole batch reverts.
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory results) {
        uint256 count = calls.length;
        results = new Result[](count);
        for (uint256 i = 0; i < count; ++i) {
            Call3 calldata item = calls[i];
            (bool success, bytes memory returnData) = item.target.call(item.callData);
            if (!success && !item.allowFailure) revert CallFailed(i);
            results[i] = Result(success, returnData);
        }
    }

    /// The native balance of `addr`, so native balances can be read in the same batch as contract calls.
    function getEthBalance(address addr) external view returns (uint256 balance) {
        return addr.balance;
    }

    /// The current block's number, so a batch says at which block it was read (the balance monitor's snapshot).
    function getBlockNumber() external view returns (uint256 blockNumber) {
        return block.number;
    }
}
