import { classifyAddress, ipLiteral, isPublicAddress } from './ip';

describe('classifyAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'reserved'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', 'reserved'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ])('IPv4 %s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'ipv4-mapped'],
    ['::ffff:7f00:1', 'ipv4-mapped'],
    ['::ffff:8.8.8.8', 'ipv4-mapped'],
    ['::127.0.0.1', 'reserved'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['100::1', 'reserved'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001::1', 'reserved'],
    ['2001:2::1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
  ])('IPv6 %s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200e',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.1',
    '2130706433',
    '0x7f000001',
    '017700000001',
    '0177.0.0.1',
    'fe80::1%eth0',
    'fe80::1%25eth0',
    'localhost',
    '',
    '1.2.3.4.5',
    '[::1]',
  ])('%s is not an address at all, so never public', (text) => {
    expect(classifyAddress(text)).toBe('invalid');
  });
});

describe('ipLiteral', () => {
  it('unwraps IP literals of URL hosts and leaves names alone', () => {
    expect(ipLiteral('[::1]')).toBe('::1');
    expect(ipLiteral('127.0.0.1')).toBe('127.0.0.1');
    expect(ipLiteral('api.example.com')).toBeUndefined();
    expect(ipLiteral('[api.example.com]')).toBeUndefined();
  });
});
