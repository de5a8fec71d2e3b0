// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title The alternative measured against contracts/token/ChainkitToken.sol: ONE configurable token for every option
/// set, its parts switched on by immutable flags. The same ERC-20 core and owner as the templates (copied, so the
/// comparison is of the design only); bench/token-publish-gas.bench.ts deploys both for every option set.

/// @notice The ERC-20 every variant shares (EIP-20; failures revert, no `false` returns).
abstract contract ChainkitERC20 {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address account => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error InsufficientBalance(address account, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error InvalidReceiver(address receiver);
    error InvalidSpender(address spender);
    error FeeTransferFailed();

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        if (spender == address(0)) revert InvalidSpender(spender);
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spendAllowance(from, msg.sender, value);
        _transfer(from, to, value);
        return true;
    }

    /// @dev The last step of every variant's constructor: the initial supply, then the fee (after the work).
    function _launch(uint256 initialSupply, address receiver, address feeReceiver) internal {
        if (initialSupply > 0) _mint(receiver, initialSupply);
        if (msg.value > 0) {
            if (feeReceiver == address(0)) revert FeeTransferFailed();
            (bool isPaid,) = feeReceiver.call{value: msg.value}("");
            if (!isPaid) revert FeeTransferFailed();
        }
    }

    function _transfer(address from, address to, uint256 value) internal {
        if (to == address(0)) revert InvalidReceiver(to);
        _update(from, to, value);
    }

    function _spendAllowance(address owner, address spender, uint256 value) internal {
        uint256 current = allowance[owner][spender];
        if (current == type(uint256).max) return;
        if (current < value) revert InsufficientAllowance(spender, current, value);
        unchecked {
            allowance[owner][spender] = current - value;
        }
    }

    function _mint(address to, uint256 value) internal {
        if (to == address(0)) revert InvalidReceiver(to);
        _update(address(0), to, value);
    }

    function _burn(address from, uint256 value) internal {
        _update(from, address(0), value);
    }

    /// @dev Every balance change goes through here (mint: from 0; burn: to 0); the optional parts hook in.
    function _update(address from, address to, uint256 value) internal virtual {
        if (from == address(0)) {
            totalSupply += value;
        } else {
            uint256 balance = balanceOf[from];
            if (balance < value) revert InsufficientBalance(from, balance, value);
            unchecked {
                balanceOf[from] = balance - value;
            }
        }
        unchecked {
            // Cannot overflow: no balance exceeds the total supply, which is checked above.
            if (to == address(0)) totalSupply -= value;
            else balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}

/// @notice An owner for the parts that need one (mint, pause). Renounced (owner 0), those parts are closed for good.
abstract contract ChainkitOwned {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    error NotOwner(address caller);
    error InvalidOwner(address owner);

    /// @param owner_ 0 gives a token whose ownership is renounced at creation.
    constructor(address owner_) {
        owner = owner_;
        if (owner_ != address(0)) emit OwnershipTransferred(address(0), owner_);
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        if (newOwner == address(0)) revert InvalidOwner(newOwner);
        _setOwner(newOwner);
    }

    function renounceOwnership() external onlyOwner {
        _setOwner(address(0));
    }

    function _setOwner(address newOwner) private {
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}

contract ChainkitConfigurableToken is ChainkitERC20, ChainkitOwned {
    bool public immutable isMintable;
    bool public immutable isBurnable;
    bool public immutable isPausable;
    /// @notice 0: no cap.
    uint256 public immutable cap;
    bool public paused;

    event Paused(address account);
    event Unpaused(address account);

    error FeatureDisabled();
    error CapExceeded(uint256 supply, uint256 cap);
    error TokenPaused();
    error TokenNotPaused();

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256 cap_,
        address owner_,
        address feeReceiver,
        uint8 features
    ) payable ChainkitERC20(name_, symbol_, decimals_) ChainkitOwned(owner_) {
        isMintable = features & 1 != 0;
        isBurnable = features & 2 != 0;
        isPausable = features & 4 != 0;
        cap = cap_;
        _launch(initialSupply, receiver, feeReceiver);
    }

    function mint(address to, uint256 value) external onlyOwner {
        if (!isMintable) revert FeatureDisabled();
        _mint(to, value);
    }

    function burn(uint256 value) external {
        if (!isBurnable) revert FeatureDisabled();
        _burn(msg.sender, value);
    }

    function burnFrom(address account, uint256 value) external {
        if (!isBurnable) revert FeatureDisabled();
        _spendAllowance(account, msg.sender, value);
        _burn(account, value);
    }

    function pause() external onlyOwner {
        if (!isPausable) revert FeatureDisabled();
        if (paused) revert TokenPaused();
        paused = true;
        emit Paused(msg.sender);
    }

    function unpause() external onlyOwner {
        if (!isPausable) revert FeatureDisabled();
        if (!paused) revert TokenNotPaused();
        paused = false;
        emit Unpaused(msg.sender);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (isPausable && paused) revert TokenPaused();
        super._update(from, to, value);
        if (from == address(0) && cap != 0 && totalSupply > cap) revert CapExceeded(totalSupply, cap);
    }
}
