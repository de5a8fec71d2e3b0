// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title The allowance part of Uniswap's Permit2 (AllowanceTransfer), for tests on local chains only.
/// @notice Installed with anvil_setCode at Permit2's canonical address 0x000000000022D473030F116dDEE9F6B43aC78BA3.
/// Same storage view, signatures and events as Permit2's AllowanceTransfer for what the approval tools use:
/// `allowance(owner, token, spender) → (uint160 amount, uint48 expiration, uint48 nonce)`,
/// `approve(token, spender, amount, expiration)` (emits Approval, as Permit2 does; the nonce is kept),
/// `lockdown((token, spender)[])` (amount to 0, emits Lockdown). Signed permits are not implemented: the `Permit`
/// event is emitted by `permitUnchecked`, a test-only entry that stands for a verified permit signature.
contract Permit2AllowanceStandIn {
    struct PackedAllowance {
        uint160 amount;
        uint48 expiration;
        uint48 nonce;
    }

    struct TokenSpenderPair {
        address token;
        address spender;
    }

    mapping(address => mapping(address => mapping(address => PackedAllowance))) public allowance;

    event Approval(
        address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration
    );
    event Permit(
        address indexed owner,
        address indexed token,
        address indexed spender,
        uint160 amount,
        uint48 expiration,
        uint48 nonce
    );
    event Lockdown(address indexed owner, address token, address spender);

    function approve(address token, address spender, uint160 amount, uint48 expiration) external {
        PackedAllowance storage allowed = allowance[msg.sender][token][spender];
        allowed.amount = amount;
        allowed.expiration = expiration == 0 ? uint48(block.timestamp) : expiration;
        emit Approval(msg.sender, token, spender, amount, expiration);
    }

    function permitUnchecked(address token, address spender, uint160 amount, uint48 expiration) external {
        PackedAllowance storage allowed = allowance[msg.sender][token][spender];
        uint48 nonce = allowed.nonce;
        allowed.amount = amount;
        allowed.expiration = expiration == 0 ? uint48(block.timestamp) : expiration;
        allowed.nonce = nonce + 1;
        emit Permit(msg.sender, token, spender, amount, expiration, nonce);
    }

    function lockdown(TokenSpenderPair[] calldata approvals) external {
        for (uint256 i = 0; i < approvals.length; ++i) {
            allowance[msg.sender][approvals[i].token][approvals[i].spender].amount = 0;
            emit Lockdown(msg.sender, approvals[i].token, approvals[i].spender);
        }
    }
}
