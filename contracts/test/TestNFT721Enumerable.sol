// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title Test enumerable NFT: a minimal ERC-721 with the Enumerable extension, for tests on local chains only.
/// @notice Anyone may mint any unused id: never deploy it where value matters. Owner lists are kept by swap-and-pop,
/// as OpenZeppelin's ERC721Enumerable does, so tokenOfOwnerByIndex changes order after a transfer.
contract TestNFT721Enumerable {
    string public constant name = "Test Enumerable NFT";
    string public constant symbol = "tENFT";

    mapping(uint256 => address) private owners;
    mapping(address => uint256[]) private owned;
    mapping(uint256 => uint256) private ownedIndex;
    uint256[] private allTokens;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NonexistentToken(uint256 tokenId);
    error AlreadyMinted(uint256 tokenId);
    error WrongOwner(address from, uint256 tokenId);
    error NotAuthorized(address operator, uint256 tokenId);
    error ZeroAddress();
    error IndexOutOfBounds(uint256 index);
    error UnsafeRecipient(address to);

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-721, ERC-721 Enumerable
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x780e9d63;
    }

    function balanceOf(address owner) external view returns (uint256) {
        if (owner == address(0)) revert ZeroAddress();
        return owned[owner].length;
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = owners[tokenId];
        if (owner == address(0)) revert NonexistentToken(tokenId);
    }

    function totalSupply() external view returns (uint256) {
        return allTokens.length;
    }

    function tokenByIndex(uint256 index) external view returns (uint256) {
        if (index >= allTokens.length) revert IndexOutOfBounds(index);
        return allTokens[index];
    }

    function tokenOfOwnerByIndex(address owner, uint256 index) external view returns (uint256) {
        if (index >= owned[owner].length) revert IndexOutOfBounds(index);
        return owned[owner][index];
    }

    function mint(address to, uint256 tokenId) external {
        if (to == address(0)) revert ZeroAddress();
        if (owners[tokenId] != address(0)) revert AlreadyMinted(tokenId);
        allTokens.push(tokenId);
        addOwned(to, tokenId);
        emit Transfer(address(0), to, tokenId);
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        if (msg.sender != owner && !isApprovedForAll[owner][msg.sender]) revert NotAuthorized(msg.sender, tokenId);
        getApproved[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        if (to == address(0)) revert ZeroAddress();
        if (owners[tokenId] != from) revert WrongOwner(from, tokenId);
        if (msg.sender != from && !isApprovedForAll[from][msg.sender] && getApproved[tokenId] != msg.sender) {
            revert NotAuthorized(msg.sender, tokenId);
        }
        delete getApproved[tokenId];
        removeOwned(from, tokenId);
        addOwned(to, tokenId);
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (
            to.code.length > 0
                && IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data)
                    != IERC721Receiver.onERC721Received.selector
        ) revert UnsafeRecipient(to);
    }

    function addOwned(address to, uint256 tokenId) private {
        owners[tokenId] = to;
        ownedIndex[tokenId] = owned[to].length;
        owned[to].push(tokenId);
    }

    function removeOwned(address from, uint256 tokenId) private {
        uint256[] storage list = owned[from];
        uint256 index = ownedIndex[tokenId];
        uint256 last = list[list.length - 1];
        list[index] = last;
        ownedIndex[last] = index;
        list.pop();
    }
}
