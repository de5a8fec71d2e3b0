// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Test token that approves like USDT on Ethereum, for tests on local chains only.
/// @notice Anyone may mint: never deploy it where value matters. Like Tether's TetherToken.approve, an allowance can
/// only be set to a non-zero value from zero: `require(!((value != 0) && (allowed[msg.sender][spender] != 0)))`, so a
/// change from non-zero to non-zero reverts and the owner must approve 0 first.
contract TestStrictApproveToken {
    string public constant name = "Test Strict USDT";
    string public constant symbol = "tsUSDT";
    uint8 public constant decimals = 6;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error NonZeroToNonZero(address spender, uint256 current, uint256 value);
    error InsufficientBalance(address from, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);

    /// Returns nothing, as USDT's approve does on Ethereum.
    function approve(address spender, uint256 value) external {
        uint256 current = allowance[msg.sender][spender];
        if (value != 0 && current != 0) revert NonZeroToNonZero(spender, current, value);
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed < value) revert InsufficientAllowance(msg.sender, allowed, value);
        allowance[from][msg.sender] = allowed - value;
        _transfer(from, to, value);
    }

    function transfer(address to, uint256 value) external {
        _transfer(msg.sender, to, value);
    }

    function mint(address to, uint256 value) external {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        uint256 balance = balanceOf[from];
        if (balance < value) revert InsufficientBalance(from, balance, value);
        unchecked {
            balanceOf[from] = balance - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
