// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);
    function onERC1155BatchReceived(
        address operator,
        address from,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external returns (bytes4);
}

/// @title Test multi-token: a minimal ERC-1155 for tests on local chains only.
/// @notice Anyone may mint: never deploy it where value matters. Mint skips the receiver check (tests mint to EOAs).
contract TestNFT1155 {
    mapping(uint256 => mapping(address => uint256)) private balances;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);
    event TransferBatch(
        address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values
    );
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error InsufficientBalance(address from, uint256 id, uint256 balance, uint256 needed);
    error NotAuthorized(address operator, address from);
    error LengthMismatch();
    error ZeroAddress();
    error UnsafeRecipient(address to);

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0xd9b67a26; // ERC-165, ERC-1155
    }

    function uri(uint256) external pure returns (string memory) {
        return "";
    }

    function balanceOf(address owner, uint256 id) external view returns (uint256) {
        return balances[id][owner];
    }

    function balanceOfBatch(address[] calldata owners, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory result)
    {
        if (owners.length != ids.length) revert LengthMismatch();
        result = new uint256[](owners.length);
        for (uint256 i; i < owners.length; ++i) {
            result[i] = balances[ids[i]][owners[i]];
        }
    }

    function mint(address to, uint256 id, uint256 value) external {
        if (to == address(0)) revert ZeroAddress();
        balances[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata data) external {
        _checkTransfer(from, to);
        _move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
        if (
            to.code.length > 0
                && IERC1155Receiver(to).onERC1155Received(msg.sender, from, id, value, data)
                    != IERC1155Receiver.onERC1155Received.selector
        ) revert UnsafeRecipient(to);
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external {
        if (ids.length != values.length) revert LengthMismatch();
        _checkTransfer(from, to);
        for (uint256 i; i < ids.length; ++i) {
            _move(from, to, ids[i], values[i]);
        }
        emit TransferBatch(msg.sender, from, to, ids, values);
        if (
            to.code.length > 0
                && IERC1155Receiver(to).onERC1155BatchReceived(msg.sender, from, ids, values, data)
                    != IERC1155Receiver.onERC1155BatchReceived.selector
        ) revert UnsafeRecipient(to);
    }

    function _checkTransfer(address from, address to) private view {
        if (to == address(0)) revert ZeroAddress();
        if (msg.sender != from && !isApprovedForAll[from][msg.sender]) revert NotAuthorized(msg.sender, from);
    }

    function _move(address from, address to, uint256 id, uint256 value) private {
        uint256 balance = balances[id][from];
        if (balance < value) revert InsufficientBalance(from, id, balance, value);
        unchecked {
            balances[id][from] = balance - value;
        }
        balances[id][to] += value;
    }
}
