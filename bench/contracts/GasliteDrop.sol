// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title Bench only: a REFERENCE RE-IMPLEMENTATION of GasliteDrop (github.com/PopPunkLLC/GasliteDrop,
/// src/GasliteDrop.sol), written from its public source as we know it, not copied from it: the same calldata (two ABI
/// arrays; ERC-20 with the total as an argument) and the same assembly loops (one transferFrom of the total into the
/// contract, then transfer each; a bottom-tested loop; calls judged by success only, the token's answer not read).
/// Only the ERC-20 and native airdrops are here: the bench compares those. Compiled with our solc 0.8.37, so the
/// bytecode differs from the deployed one; the per-recipient work is the same.
contract GasliteDrop {
    function airdropERC20(
        address _token,
        address[] calldata _addresses,
        uint256[] calldata _amounts,
        uint256 _totalAmount
    ) external payable {
        assembly {
            if iszero(eq(_amounts.length, _addresses.length)) { revert(0, 0) }

            // transferFrom(msg.sender, this, _totalAmount)
            mstore(0x00, hex"23b872dd")
            mstore(0x04, caller())
            mstore(0x24, address())
            mstore(0x44, _totalAmount)
            if iszero(call(gas(), _token, 0, 0x00, 0x64, 0, 0)) { revert(0, 0) }

            // transfer(to, amount) for each
            mstore(0x00, hex"a9059cbb")
            let end := add(_addresses.offset, shl(5, _addresses.length))
            let diff := sub(_addresses.offset, _amounts.offset)
            for { let addressOffset := _addresses.offset } 1 {} {
                mstore(0x04, calldataload(addressOffset))
                mstore(0x24, calldataload(sub(addressOffset, diff)))
                if iszero(call(gas(), _token, 0, 0x00, 0x44, 0, 0)) { revert(0, 0) }
                addressOffset := add(addressOffset, 0x20)
                if iszero(lt(addressOffset, end)) { break }
            }
        }
    }

    function airdropETH(address[] calldata _addresses, uint256[] calldata _amounts) external payable {
        assembly {
            if iszero(eq(_amounts.length, _addresses.length)) { revert(0, 0) }
            let i := _addresses.offset
            let end := add(i, shl(5, _addresses.length))
            let diff := sub(_amounts.offset, _addresses.offset)
            for {} 1 {} {
                if iszero(call(gas(), calldataload(i), calldataload(add(i, diff)), 0, 0, 0, 0)) { revert(0, 0) }
                i := add(i, 0x20)
                if eq(end, i) { break }
            }
        }
    }
}
