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
    /// The `total` argument is not the sum of the packed amounts.
    error TotalMismatch(uint256 total, uint256 sum);

    /// Low 160 bits of a packed word: the recipient.
    uint256 private constant ADDRESS_MASK = 0x00ffffffffffffffffffffffffffffffffffffffff;

    // ----------------------------------------------------------------------------------------------------------------
    // Native coin

    /// Sends `amount` wei to each packed recipient. `total` must equal the sum of the amounts (the call reverts with
    /// TotalMismatch otherwise): the sum is taken inside the transfer loop rather than in a pass of its own.
    /// `msg.value` must cover `total` plus `fee`.
    function sendNative(bytes32[] calldata transfers, uint256 total, address feeRecipient, uint256 fee)
        external
        payable
    {
        uint256 excess = _collectValue(total, feeRecipient, fee);
        uint256 failedIndexPlusOne;
        uint256 sum;
        assembly ("memory-safe") {
            // Bottom-tested loop, entered only when there is a first word. CALL takes the low 160 bits of its
            // address argument, so the packed word goes in unmasked.
            if transfers.length {
                let cursor := transfers.offset
                let end := add(cursor, shl(5, transfers.length))
                for {} 1 {} {
                    let word := calldataload(cursor)
                    let amount := shr(160, word)
                    sum := add(sum, amount)
                    if iszero(call(gas(), word, amount, 0, 0, 0, 0)) {
                        failedIndexPlusOne := add(shr(5, sub(cursor, transfers.offset)), 1)
                        break
                    }
                    cursor := add(cursor, 0x20)
                    if iszero(lt(cursor, end)) { break }
                }
            }
        }
        if (failedIndexPlusOne != 0) _revertWithReturnData(TransferFailed.selector, failedIndexPlusOne - 1);
        if (sum != total) revert TotalMismatch(total, sum);
        _refund(excess);
    }

    /// The same `amount` wei to every recipient; `recipients` is the 20-byte addresses back to back (no padding).
    /// `msg.value` must cover amount × count plus `fee`.
    function sendNativeEqual(bytes calldata recipients, uint256 amount, address feeRecipient, uint256 fee)
        external
        payable
    {
        uint256 excess = _collectValue(amount * _packedAddressCount(recipients), feeRecipient, fee);
        uint256 failedIndexPlusOne;
        assembly ("memory-safe") {
            if recipients.length {
                let cursor := recipients.offset
                let end := add(cursor, recipients.length)
                for {} 1 {} {
                    if iszero(call(gas(), shr(96, calldataload(cursor)), amount, 0, 0, 0, 0)) {
                        failedIndexPlusOne := add(div(sub(cursor, recipients.offset), 20), 1)
                        break
                    }
                    cursor := add(cursor, 20)
                    if iszero(lt(cursor, end)) { break }
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
    /// from this contract, which skips the allowance update of every transferFrom. `total` must equal the sum of the
    /// amounts (summed inside the transfer loop; TotalMismatch otherwise), so nothing is left in the contract.
    /// Reverts with tokens that take a fee on transfer or round balances (the pool comes up short): use sendERC20.
    function sendERC20Pooled(
        address token,
        bytes32[] calldata transfers,
        uint256 total,
        address feeRecipient,
        uint256 fee
    ) external payable {
        uint256 excess = _collectValue(0, feeRecipient, fee);
        _requireContract(token);
        if (!_tokenTransferFrom(token, msg.sender, address(this), total)) {
            _revertWithReturnData(PullFailed.selector, total);
        }
        uint256 sum = _sendPackedTokens(token, transfers, true);
        if (sum != total) revert TotalMismatch(total, sum);
        _refund(excess);
    }

    /// The same `amount` of `token` to every recipient (20-byte addresses back to back): one
    /// transferFrom(caller, this, amount × count), then one transfer each. Same limits as sendERC20Pooled.
    function sendERC20PooledEqual(
        address token,
        bytes calldata recipients,
        uint256 amount,
        address feeRecipient,
        uint256 fee
    ) external payable {
        uint256 excess = _collectValue(0, feeRecipient, fee);
        _requireContract(token);
        uint256 total = amount * _packedAddressCount(recipients);
        if (!_tokenTransferFrom(token, msg.sender, address(this), total)) {
            _revertWithReturnData(PullFailed.selector, total);
        }
        _sendEqualTokens(token, recipients, amount);
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

    /// The ERC-20 loop of sendERC20 (`pooled` false: transferFrom(caller, to, amount) each) and sendERC20Pooled
    /// (`pooled` true: transfer(to, amount) from this contract); pooled, returns the sum of the amounts (direct: 0).
    ///
    /// The call data is built in the first four memory words (selector at 0x1c, then the arguments), so the loop keeps
    /// no pointers on the stack; the free memory pointer (0x40) and the zero word (0x60) are put back afterwards.
    /// Each round rewrites only `to` and `amount`.
    ///
    /// A token's answer is accepted when the call succeeds and returns either no data (USDT) or at least 32 bytes
    /// whose first word is 1; `false`, any other word, and short data fail. The answer is copied over the `to` word,
    /// which the next round rewrites anyway. Yul evaluates arguments right to left, so the call runs before the
    /// returndatasize and mload that judge its answer.
    function _sendPackedTokens(address token, bytes32[] calldata transfers, bool pooled) private returns (uint256 sum) {
        uint256 failedIndexPlusOne;
        if (pooled) {
            assembly {
                let freeMemory := mload(0x40)
                mstore(0x00, 0xa9059cbb) // transfer(address,uint256): to at 0x20, amount at 0x40
                if transfers.length {
                    let cursor := transfers.offset
                    let end := add(cursor, shl(5, transfers.length))
                    for {} 1 {} {
                        let word := calldataload(cursor)
                        let amount := shr(160, word)
                        sum := add(sum, amount)
                        mstore(0x20, and(word, ADDRESS_MASK))
                        mstore(0x40, amount)
                        if iszero(
                            and(
                                or(iszero(returndatasize()), and(gt(returndatasize(), 0x1f), eq(mload(0x20), 1))),
                                call(gas(), token, 0, 0x1c, 0x44, 0x20, 0x20)
                            )
                        ) {
                            failedIndexPlusOne := add(shr(5, sub(cursor, transfers.offset)), 1)
                            break
                        }
                        cursor := add(cursor, 0x20)
                        if iszero(lt(cursor, end)) { break }
                    }
                }
                mstore(0x40, freeMemory)
            }
        } else {
            assembly {
                let freeMemory := mload(0x40)
                mstore(0x00, 0x23b872dd) // transferFrom(address,address,uint256): from, to at 0x40, amount at 0x60
                mstore(0x20, caller())
                if transfers.length {
                    let cursor := transfers.offset
                    let end := add(cursor, shl(5, transfers.length))
                    for {} 1 {} {
                        // No sum here: a direct send takes no total (each transferFrom draws on the allowance).
                        let word := calldataload(cursor)
                        mstore(0x40, and(word, ADDRESS_MASK))
                        mstore(0x60, shr(160, word))
                        if iszero(
                            and(
                                or(iszero(returndatasize()), and(gt(returndatasize(), 0x1f), eq(mload(0x40), 1))),
                                call(gas(), token, 0, 0x1c, 0x64, 0x40, 0x20)
                            )
                        ) {
                            failedIndexPlusOne := add(shr(5, sub(cursor, transfers.offset)), 1)
                            break
                        }
                        cursor := add(cursor, 0x20)
                        if iszero(lt(cursor, end)) { break }
                    }
                }
                mstore(0x40, freeMemory)
                mstore(0x60, 0)
            }
        }
        if (failedIndexPlusOne != 0) _revertWithReturnData(TransferFailed.selector, failedIndexPlusOne - 1);
    }

    /// The loop of sendERC20PooledEqual: transfer(to, amount) to each 20-byte recipient, built and judged as in
    /// _sendPackedTokens; only `to` changes from round to round.
    function _sendEqualTokens(address token, bytes calldata recipients, uint256 amount) private {
        uint256 failedIndexPlusOne;
        assembly {
            let freeMemory := mload(0x40)
            mstore(0x00, 0xa9059cbb)
            mstore(0x40, amount)
            if recipients.length {
                let cursor := recipients.offset
                let end := add(cursor, recipients.length)
                for {} 1 {} {
                    mstore(0x20, shr(96, calldataload(cursor)))
                    if iszero(
                        and(
                            or(iszero(returndatasize()), and(gt(returndatasize(), 0x1f), eq(mload(0x20), 1))),
                            call(gas(), token, 0, 0x1c, 0x44, 0x20, 0x20)
                        )
                    ) {
                        failedIndexPlusOne := add(div(sub(cursor, recipients.offset), 20), 1)
                        break
                    }
                    cursor := add(cursor, 20)
                    if iszero(lt(cursor, end)) { break }
                }
            }
            mstore(0x40, freeMemory)
        }
        if (failedIndexPlusOne != 0) _revertWithReturnData(TransferFailed.selector, failedIndexPlusOne - 1);
    }

    /// Number of 20-byte addresses in `recipients`; reverts with LengthMismatch unless the length is a multiple of 20.
    function _packedAddressCount(bytes calldata recipients) private pure returns (uint256) {
        if (recipients.length % 20 != 0) revert LengthMismatch();
        return recipients.length / 20;
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
