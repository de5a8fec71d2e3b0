// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Test trade token: an 18-decimal ERC-20 for the DEX trade tests on local chains only.
/// @notice Two switches set by its deployer make the awkward tokens a trade tool must handle:
/// - `feeBps`: a fee-on-transfer token; every transfer burns that share of the amount (a "deflationary" token), so a
///   receiver gets less than was sent and the plain V2 swap functions revert (their output check fails).
/// - `sellBlockedTo`: a honeypot; any transfer to that address (its V2 pair) from anyone but the deployer reverts, so
///   a buy works and a sell cannot.
/// Anyone may mint: never deploy it where value matters.
contract TestTradeToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    address public immutable owner;
    uint16 public feeBps;
    address public sellBlockedTo;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error InsufficientBalance(address from, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error NotOwner();
    error SellBlocked();
    error FeeTooHigh();

    constructor(string memory name_, string memory symbol_, uint16 feeBps_) {
        if (feeBps_ > 5_000) revert FeeTooHigh();
        name = name_;
        symbol = symbol_;
        feeBps = feeBps_;
        owner = msg.sender;
    }

    function setFeeBps(uint16 feeBps_) external {
        if (msg.sender != owner) revert NotOwner();
        if (feeBps_ > 5_000) revert FeeTooHigh();
        feeBps = feeBps_;
    }

    function setSellBlockedTo(address target) external {
        if (msg.sender != owner) revert NotOwner();
        sellBlockedTo = target;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            if (allowed < value) revert InsufficientAllowance(msg.sender, allowed, value);
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function mint(address to, uint256 value) external {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        if (to == sellBlockedTo && to != address(0) && from != owner) revert SellBlocked();
        uint256 balance = balanceOf[from];
        if (balance < value) revert InsufficientBalance(from, balance, value);
        uint256 fee = (value * feeBps) / 10_000;
        balanceOf[from] = balance - value;
        balanceOf[to] += value - fee;
        totalSupply -= fee;
        emit Transfer(from, to, value - fee);
        if (fee > 0) emit Transfer(from, address(0), fee);
    }
}
