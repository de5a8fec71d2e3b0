// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title Chainkit token templates: a plain ERC-20 and its optional parts (mint by the owner, supply cap, burn, pause)
/// @notice One contract per option set (ChainkitToken + the letters of its parts: M mintable, C capped, B burnable,
/// P pausable), so a token carries only the code of the parts it has: no flags, no unreachable functions, and no
/// paused-flag read in the transfers of a token that cannot pause. Every variant takes the same constructor
/// arguments; those a variant has no part for (cap, owner) are ignored.
/// @dev The service fee is the constructor's msg.value, paid to `feeReceiver` as the last step of the deployment,
/// after the supply is minted: a deployment that fails pays nothing.

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

/// @notice The owner may mint more.
abstract contract ChainkitMintable is ChainkitERC20, ChainkitOwned {
    function mint(address to, uint256 value) external onlyOwner {
        _mint(to, value);
    }
}

/// @notice The total supply can never exceed `cap` (checked on every mint, the initial one included).
abstract contract ChainkitCapped is ChainkitERC20 {
    uint256 public immutable cap;

    error InvalidCap(uint256 cap);
    error CapExceeded(uint256 supply, uint256 cap);

    constructor(uint256 cap_) {
        if (cap_ == 0) revert InvalidCap(cap_);
        cap = cap_;
    }

    function _update(address from, address to, uint256 value) internal virtual override {
        super._update(from, to, value);
        if (from == address(0) && totalSupply > cap) revert CapExceeded(totalSupply, cap);
    }
}

/// @notice Holders may burn their own tokens, or tokens they are allowed to spend.
abstract contract ChainkitBurnable is ChainkitERC20 {
    function burn(uint256 value) external {
        _burn(msg.sender, value);
    }

    function burnFrom(address account, uint256 value) external {
        _spendAllowance(account, msg.sender, value);
        _burn(account, value);
    }
}

/// @notice The owner may stop every transfer, mint and burn, and start them again.
abstract contract ChainkitPausable is ChainkitERC20, ChainkitOwned {
    bool public paused;

    event Paused(address account);
    event Unpaused(address account);

    error TokenPaused();
    error TokenNotPaused();

    function pause() external onlyOwner {
        if (paused) revert TokenPaused();
        paused = true;
        emit Paused(msg.sender);
    }

    function unpause() external onlyOwner {
        if (!paused) revert TokenNotPaused();
        paused = false;
        emit Unpaused(msg.sender);
    }

    function _update(address from, address to, uint256 value) internal virtual override {
        if (paused) revert TokenPaused();
        super._update(from, to, value);
    }
}

contract ChainkitToken is ChainkitERC20 {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256, /* cap: none */
        address, /* owner: none */
        address feeReceiver
    ) payable ChainkitERC20(name_, symbol_, decimals_) {
        _launch(initialSupply, receiver, feeReceiver);
    }
}

contract ChainkitTokenB is ChainkitBurnable {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256, /* cap: none */
        address, /* owner: none */
        address feeReceiver
    ) payable ChainkitERC20(name_, symbol_, decimals_) {
        _launch(initialSupply, receiver, feeReceiver);
    }
}

contract ChainkitTokenP is ChainkitPausable {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256, /* cap: none */
        address owner_,
        address feeReceiver
    ) payable ChainkitERC20(name_, symbol_, decimals_) ChainkitOwned(owner_) {
        _launch(initialSupply, receiver, feeReceiver);
    }
}

contract ChainkitTokenBP is ChainkitBurnable, ChainkitPausable {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256, /* cap: none */
        address owner_,
        address feeReceiver
    ) payable ChainkitERC20(name_, symbol_, decimals_) ChainkitOwned(owner_) {
        _launch(initialSupply, receiver, feeReceiver);
    }

    function _update(address from, address to, uint256 value) internal override(ChainkitERC20, ChainkitPausable) {
        super._update(from, to, value);
    }
}

contract ChainkitTokenM is ChainkitMintable {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256, /* cap: none */
        address owner_,
        address feeReceiver
    ) payable ChainkitERC20(name_, symbol_, decimals_) ChainkitOwned(owner_) {
        _launch(initialSupply, receiver, feeReceiver);
    }
}

contract ChainkitTokenMB is ChainkitMintable, ChainkitBurnable {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256, /* cap: none */
        address owner_,
        address feeReceiver
    ) payable ChainkitERC20(name_, symbol_, decimals_) ChainkitOwned(owner_) {
        _launch(initialSupply, receiver, feeReceiver);
    }
}

contract ChainkitTokenMP is ChainkitMintable, ChainkitPausable {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256, /* cap: none */
        address owner_,
        address feeReceiver
    ) payable ChainkitERC20(name_, symbol_, decimals_) ChainkitOwned(owner_) {
        _launch(initialSupply, receiver, feeReceiver);
    }

    function _update(address from, address to, uint256 value) internal override(ChainkitERC20, ChainkitPausable) {
        super._update(from, to, value);
    }
}

contract ChainkitTokenMBP is ChainkitMintable, ChainkitBurnable, ChainkitPausable {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256, /* cap: none */
        address owner_,
        address feeReceiver
    ) payable ChainkitERC20(name_, symbol_, decimals_) ChainkitOwned(owner_) {
        _launch(initialSupply, receiver, feeReceiver);
    }

    function _update(address from, address to, uint256 value) internal override(ChainkitERC20, ChainkitPausable) {
        super._update(from, to, value);
    }
}

contract ChainkitTokenMC is ChainkitMintable, ChainkitCapped {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256 cap_,
        address owner_,
        address feeReceiver
    ) payable ChainkitERC20(name_, symbol_, decimals_) ChainkitOwned(owner_) ChainkitCapped(cap_) {
        _launch(initialSupply, receiver, feeReceiver);
    }

    function _update(address from, address to, uint256 value) internal override(ChainkitERC20, ChainkitCapped) {
        super._update(from, to, value);
    }
}

contract ChainkitTokenMCB is ChainkitMintable, ChainkitCapped, ChainkitBurnable {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256 cap_,
        address owner_,
        address feeReceiver
    ) payable ChainkitERC20(name_, symbol_, decimals_) ChainkitOwned(owner_) ChainkitCapped(cap_) {
        _launch(initialSupply, receiver, feeReceiver);
    }

    function _update(address from, address to, uint256 value) internal override(ChainkitERC20, ChainkitCapped) {
        super._update(from, to, value);
    }
}

contract ChainkitTokenMCP is ChainkitMintable, ChainkitCapped, ChainkitPausable {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256 cap_,
        address owner_,
        address feeReceiver
    ) payable ChainkitERC20(name_, symbol_, decimals_) ChainkitOwned(owner_) ChainkitCapped(cap_) {
        _launch(initialSupply, receiver, feeReceiver);
    }

    function _update(address from, address to, uint256 value)
        internal
        override(ChainkitERC20, ChainkitCapped, ChainkitPausable)
    {
        super._update(from, to, value);
    }
}

contract ChainkitTokenMCBP is ChainkitMintable, ChainkitCapped, ChainkitBurnable, ChainkitPausable {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        address receiver,
        uint256 cap_,
        address owner_,
        address feeReceiver
    ) payable ChainkitERC20(name_, symbol_, decimals_) ChainkitOwned(owner_) ChainkitCapped(cap_) {
        _launch(initialSupply, receiver, feeReceiver);
    }

    function _update(address from, address to, uint256 value)
        internal
        override(ChainkitERC20, ChainkitCapped, ChainkitPausable)
    {
        super._update(from, to, value);
    }
}
