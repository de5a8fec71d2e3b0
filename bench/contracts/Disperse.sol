// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IERC20Disperse {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @title Bench only: a REFERENCE RE-IMPLEMENTATION of Disperse (disperse.app, by banteg; Solidity 0.4.25 on
/// mainnet at 0xD152f549545093347A162Dce210e7293f1452150), written from its public source as we know it: the same
/// three functions and loops, ported to 0.8 syntax (`payable(...)`; 0.8's checked arithmetic where 0.4 had none).
contract Disperse {
    function disperseEther(address[] calldata recipients, uint256[] calldata values) external payable {
        for (uint256 i = 0; i < recipients.length; i++) {
            payable(recipients[i]).transfer(values[i]);
        }
        uint256 balance = address(this).balance;
        if (balance > 0) payable(msg.sender).transfer(balance);
    }

    function disperseToken(IERC20Disperse token, address[] calldata recipients, uint256[] calldata values) external {
        uint256 total = 0;
        for (uint256 i = 0; i < recipients.length; i++) {
            total += values[i];
        }
        require(token.transferFrom(msg.sender, address(this), total));
        for (uint256 i = 0; i < recipients.length; i++) {
            require(token.transfer(recipients[i], values[i]));
        }
    }

    function disperseTokenSimple(IERC20Disperse token, address[] calldata recipients, uint256[] calldata values)
        external
    {
        for (uint256 i = 0; i < recipients.length; i++) {
            require(token.transferFrom(msg.sender, recipients[i], values[i]));
        }
    }
}
