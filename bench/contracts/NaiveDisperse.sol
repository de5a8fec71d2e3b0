// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IERC20Like {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Bench only: the straightforward way to batch transfers, so bench/multisend-gas.bench.ts compares Multisend
/// with a contract it really runs rather than with quoted figures. Plain Solidity: ABI arrays (address[] and
/// uint256[]), checked arithmetic, high-level calls, no packing, no assembly.
contract NaiveDisperse {
    /// Native coin with `transfer` (2300 gas stipend), the rest back to the caller.
    function disperseNative(address[] calldata recipients, uint256[] calldata amounts) external payable {
        for (uint256 i = 0; i < recipients.length; i++) {
            payable(recipients[i]).transfer(amounts[i]);
        }
        uint256 left = address(this).balance;
        if (left > 0) payable(msg.sender).transfer(left);
    }

    /// Pull the total into this contract, then one transfer per recipient.
    function disperseToken(IERC20Like token, address[] calldata recipients, uint256[] calldata amounts) external {
        uint256 total = 0;
        for (uint256 i = 0; i < amounts.length; i++) {
            total += amounts[i];
        }
        require(token.transferFrom(msg.sender, address(this), total));
        for (uint256 i = 0; i < recipients.length; i++) {
            require(token.transfer(recipients[i], amounts[i]));
        }
    }

    /// One transferFrom(caller, recipient) per recipient.
    function disperseTokenDirect(IERC20Like token, address[] calldata recipients, uint256[] calldata amounts)
        external
    {
        for (uint256 i = 0; i < recipients.length; i++) {
            require(token.transferFrom(msg.sender, recipients[i], amounts[i]));
        }
    }
}
