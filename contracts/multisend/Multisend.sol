// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IERC20Transfers {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IERC721Transfers {
    function transferFrom(address from, address to, uint256 tokenId) external;
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

interface IERC1155Transfers {
    function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes calldata data) external;
    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata amounts,
        bytes calldata data
    ) external;
}

/// @title Chainkit Multisend: one transaction sends native coin, ERC-20, ERC-721 or ERC-1155 tokens to many recipients.
/// @notice Stateless: no owner, no storage, no proxy, no upgrade, no receive function. Every transfer goes from the
/// caller (tokens: with the allowance the caller gave this contract) and the whole call reverts if any one fails.
///
/// Packed transfers (`bytes32[] transfers`), used by the native and ERC-20 functions, one word per recipient:
///
///     bits 255..160: amount (uint96, base units)    bits 159..0: recipient address
///     word = (amount << 160) | recipient
///
/// An amount of 2^96 or more does not fit: the `...Wide` functions take plain `address[]` and `uint256[]` instead.
/// NFT functions take plain arrays: token ids are often full 256-bit values, and an NFT transfer's storage writes
/// dwarf the calldata a packing would save.
///
/// Service fee: every function takes `feeRecipient` and `fee` (native, in wei), paid from `msg.value` in the same
/// call; a fee of 0 skips the payment. The contract stores no fee configuration: the app that builds the call decides.
/// Native value sent beyond what the call needs (amounts + fee) goes back to the caller at the end.
///
/// Reentrancy: recipients get all remaining gas (contract wallets need more than 2300) and may call back into this
/// contract. That is harmless: there is no state, and every call can only spend the value it brought itself.
/// Coins or tokens sent here by mistake stay here: no function spends more than its caller brought, except that a
/// pooled send of a fee-on-transfer token could use stray tokens of that kind to cover its shortfall.
contract Multisend {
    /// `msg.value` is below the native amounts plus the fee.
    error InsufficientValue(uint256 needed, uint256 sent);
    /// Transfer number `index` (0-based, in the order given) failed; `reason` is the callee's raw return data (its
    /// revert data, or what a token returned instead of `true`).
    error TransferFailed(uint256 index, bytes reason);
    /// The pooled ERC-20 send could not take `total` from the caller into this contract.
    error PullFailed(uint256 total, bytes reason);
    error FeeTransferFailed();
    error RefundFailed();
    error LengthMismatch();
    error NotAContract(address token);

    /// Low 160 bits of a packed word: the recipient.
    uint256 private constant ADDRESS_MASK = 0x00ffffffffffffffffffffffffffffffffffffffff;

    // ----------------------------------------------------------------------------------------------------------------
    // Native coin

    /// Sends `amount` wei to each packed recipient. `msg.value` must cover the amounts plus `fee`.
    function sendNative(bytes32[] calldata transfers, address feeRecipient, uint256 fee) external payable {
        uint256 excess = _collectValue(_sumPacked(transfers), feeRecipient, fee);
        uint256 failedIndexPlusOne;
        assembly ("memory-safe") {
            let end := add(transfers.offset, shl(5, transfers.length))
            for { let cursor := transfers.offset } lt(cursor, end) { cursor := add(cursor, 0x20) } {
                let word := calldataload(cursor)
                if iszero(call(gas(), and(word, ADDRESS_MASK), shr(160, word), 0, 0, 0, 0)) {
                    failedIndexPlusOne := add(shr(5, sub(cursor, transfers.offset)), 1)
                    break
                }
            }
        }
        if (failedIndexPlusOne != 0) _revertWithReturnData(TransferFailed.selector, failedIndexPlusOne - 1);
        _refund(excess);
    }

    /// Like sendNative, for amounts of 2^96 wei or more.
    function sendNativeWide(
        address[] calldata recipients,
        uint256[] calldata amounts,
        address feeRecipient,
        uint256 fee
    ) external payable {
        if (recipients.length != amounts.length) revert LengthMismatch();
        uint256 total;
        for (uint256 index; index < amounts.length; ++index) total += amounts[index];
        uint256 excess = _collectValue(total, feeRecipient, fee);
        for (uint256 index; index < recipients.length; ++index) {
            if (!_sendValue(recipients[index], amounts[index])) _revertWithReturnData(TransferFailed.selector, index);
        }
        _refund(excess);
    }

    // ----------------------------------------------------------------------------------------------------------------
    // ERC-20

    /// transferFrom(caller, recipient, amount) for each packed transfer: works with every token, including those
    /// that take a fee on transfer. Tokens that return nothing (USDT) are accepted; `false` or short data fails.
    function sendERC20(address token, bytes32[] calldata transfers, address feeRecipient, uint256 fee)
        external
        payable
    {
        uint256 excess = _collectValue(0, feeRecipient, fee);
        _requireContract(token);
        _sendPackedTokens(token, transfers, false);
        _refund(excess);
    }

    /// Cheaper per recipient for large lists: one transferFrom(caller, this, total), then transfer(recipient, amount)
    /// from this contract, which skips the allowance update of every transferFrom. Reverts with tokens that take a
    /// fee on transfer or round balances (the pool comes up short): use sendERC20 for those.
    function sendERC20Pooled(address token, bytes32[] calldata transfers, address feeRecipient, uint256 fee)
        external
        payable
    {
        uint256 excess = _collectValue(0, feeRecipient, fee);
        _requireContract(token);
        uint256 total = _sumPacked(transfers);
        if (!_tokenTransferFrom(token, msg.sender, address(this), total)) {
            _revertWithReturnData(PullFailed.selector, total);
        }
        _sendPackedTokens(token, transfers, true);
        _refund(excess);
    }

    /// Like sendERC20, for amounts of 2^96 base units or more.
    function sendERC20Wide(
        address token,
        address[] calldata recipients,
        uint256[] calldata amounts,
        address feeRecipient,
        uint256 fee
    ) external payable {
        if (recipients.length != amounts.length) revert LengthMismatch();
        uint256 excess = _collectValue(0, feeRecipient, fee);
        _requireContract(token);
        for (uint256 index; index < recipients.length; ++index) {
            if (!_tokenTransferFrom(token, msg.sender, recipients[index], amounts[index])) {
                _revertWithReturnData(TransferFailed.selector, index);
            }
        }
        _refund(excess);
    }

    // ----------------------------------------------------------------------------------------------------------------
    // NFTs

    /// Sends token `ids[i]` to `recipients[i]`. `safe` uses safeTransferFrom, which makes contract recipients confirm
    /// they can hold NFTs but costs a code lookup per recipient; transferFrom skips it.
    function sendERC721(
        address token,
        address[] calldata recipients,
        uint256[] calldata ids,
        bool safe,
        address feeRecipient,
        uint256 fee
    ) external payable {
        if (recipients.length != ids.length) revert LengthMismatch();
        uint256 excess = _collectValue(0, feeRecipient, fee);
        _requireContract(token);
        IERC721Transfers nft = IERC721Transfers(token);
        for (uint256 index; index < recipients.length; ++index) {
            if (safe) {
                try nft.safeTransferFrom(msg.sender, recipients[index], ids[index]) {}
                catch (bytes memory reason) {
                    revert TransferFailed(index, reason);
                }
            } else {
                try nft.transferFrom(msg.sender, recipients[index], ids[index]) {}
                catch (bytes memory reason) {
                    revert TransferFailed(index, reason);
                }
            }
        }
        _refund(excess);
    }

    /// Sends `amounts[i]` of token `ids[i]` to `recipients[i]`, one safeTransferFrom each.
    function sendERC1155(
        address token,
        address[] calldata recipients,
        uint256[] calldata ids,
        uint256[] calldata amounts,
        address feeRecipient,
        uint256 fee
    ) external payable {
        if (recipients.length != ids.length || recipients.length != amounts.length) revert LengthMismatch();
        uint256 excess = _collectValue(0, feeRecipient, fee);
        _requireContract(token);
        IERC1155Transfers multiToken = IERC1155Transfers(token);
        for (uint256 index; index < recipients.length; ++index) {
            try multiToken.safeTransferFrom(msg.sender, recipients[index], ids[index], amounts[index], "") {}
            catch (bytes memory reason) {
                revert TransferFailed(index, reason);
            }
        }
        _refund(excess);
    }

    /// One safeBatchTransferFrom per recipient: `amounts[i][j]` of token `ids[i][j]` to `recipients[i]`.
    function sendERC1155Batch(
        address token,
        address[] calldata recipients,
        uint256[][] calldata ids,
        uint256[][] calldata amounts,
        address feeRecipient,
        uint256 fee
    ) external payable {
        if (recipients.length != ids.length || recipients.length != amounts.length) revert LengthMismatch();
        uint256 excess = _collectValue(0, feeRecipient, fee);
        _requireContract(token);
        IERC1155Transfers multiToken = IERC1155Transfers(token);
        for (uint256 index; index < recipients.length; ++index) {
            if (ids[index].length != amounts[index].length) revert LengthMismatch();
            try multiToken.safeBatchTransferFrom(msg.sender, recipients[index], ids[index], amounts[index], "") {}
            catch (bytes memory reason) {
                revert TransferFailed(index, reason);
            }
        }
        _refund(excess);
    }

    // ----------------------------------------------------------------------------------------------------------------
    // Helpers

    /// The ERC-20 loop of sendERC20 (`pooled` false: transferFrom(caller, to, amount)) and sendERC20Pooled (`pooled`
    /// true: transfer(to, amount) from this contract). The call data is built once past the free memory pointer
    /// (scratch, never kept); each round rewrites only `to` and `amount`, which sit at `argumentsStart`.
    function _sendPackedTokens(address token, bytes32[] calldata transfers, bool pooled) private {
        bytes4 selector = pooled ? IERC20Transfers.transfer.selector : IERC20Transfers.transferFrom.selector;
        uint256 failedIndexPlusOne;
        assembly ("memory-safe") {
            let callData := mload(0x40)
            mstore(callData, selector)
            let argumentsStart := add(callData, 0x04)
            if iszero(pooled) {
                mstore(argumentsStart, caller())
                argumentsStart := add(argumentsStart, 0x20)
            }
            let callSize := sub(add(argumentsStart, 0x40), callData)
            let end := add(transfers.offset, shl(5, transfers.length))
            for { let cursor := transfers.offset } lt(cursor, end) { cursor := add(cursor, 0x20) } {
                let word := calldataload(cursor)
                mstore(argumentsStart, and(word, ADDRESS_MASK))
                mstore(add(argumentsStart, 0x20), shr(160, word))
                let success := call(gas(), token, 0, callData, callSize, 0x00, 0x20)
                // Accepted: no return data at all (USDT), or a first word equal to 1 (true).
                if iszero(
                    and(success, or(iszero(returndatasize()), and(gt(returndatasize(), 0x1f), eq(mload(0x00), 1))))
                ) {
                    failedIndexPlusOne := add(shr(5, sub(cursor, transfers.offset)), 1)
                    break
                }
            }
        }
        if (failedIndexPlusOne != 0) _revertWithReturnData(TransferFailed.selector, failedIndexPlusOne - 1);
    }

    /// Sum of the amount fields. Cannot overflow: each amount is below 2^96 and calldata holds far fewer than 2^160
    /// words.
    function _sumPacked(bytes32[] calldata transfers) private pure returns (uint256 total) {
        assembly ("memory-safe") {
            let end := add(transfers.offset, shl(5, transfers.length))
            for { let cursor := transfers.offset } lt(cursor, end) { cursor := add(cursor, 0x20) } {
                total := add(total, shr(160, calldataload(cursor)))
            }
        }
    }

    /// Checks `msg.value` covers `spend` + `fee`, pays the fee, and returns what is left over for the refund.
    function _collectValue(uint256 spend, address feeRecipient, uint256 fee) private returns (uint256 excess) {
        uint256 needed = spend + fee;
        if (msg.value < needed) revert InsufficientValue(needed, msg.value);
        if (fee != 0 && !_sendValue(feeRecipient, fee)) revert FeeTransferFailed();
        return msg.value - needed;
    }

    function _refund(uint256 excess) private {
        if (excess != 0 && !_sendValue(msg.sender, excess)) revert RefundFailed();
    }

    function _requireContract(address token) private view {
        if (token.code.length == 0) revert NotAContract(token);
    }

    function _sendValue(address to, uint256 amount) private returns (bool success) {
        assembly ("memory-safe") {
            success := call(gas(), to, amount, 0, 0, 0, 0)
        }
    }

    /// token.transferFrom(from, to, amount), with the same acceptance rule as sendERC20 (nothing, or true).
    function _tokenTransferFrom(address token, address from, address to, uint256 amount)
        private
        returns (bool success)
    {
        bytes4 selector = IERC20Transfers.transferFrom.selector;
        assembly ("memory-safe") {
            let callData := mload(0x40)
            mstore(callData, selector)
            mstore(add(callData, 0x04), from)
            mstore(add(callData, 0x24), to)
            mstore(add(callData, 0x44), amount)
            success := call(gas(), token, 0, callData, 0x64, 0x00, 0x20)
            success := and(success, or(iszero(returndatasize()), and(gt(returndatasize(), 0x1f), eq(mload(0x00), 1))))
        }
    }

    /// Reverts with `errorSelector(value, returndata)`: an error shaped (uint256, bytes) that carries the raw return
    /// data of the last external call. Must run right after that call, before any other.
    function _revertWithReturnData(bytes4 errorSelector, uint256 value) private pure {
        assembly ("memory-safe") {
            let size := returndatasize()
            let data := mload(0x40)
            mstore(data, errorSelector)
            mstore(add(data, 0x04), value)
            mstore(add(data, 0x24), 0x40) // offset of `bytes reason` in the arguments
            mstore(add(data, 0x44), size)
            mstore(add(add(data, 0x64), size), 0) // zero the padding after the copied bytes
            returndatacopy(add(data, 0x64), 0, size)
            revert(data, add(0x64, and(add(size, 0x1f), not(0x1f))))
        }
    }
}
