import { getContractAddress, keccak256 } from 'viem';
import { Create2VanityKernel } from './create2-kernel';

const ALL = { value: new Uint8Array(20), mask: new Uint8Array(20) };
const hexToBytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replace(/^0x/, ''), 'hex'));

describe('CREATE2 salt kernel', () => {
  it('EIP-1014 examples 0, 1 and 2', async () => {
    const kernel = await Create2VanityKernel.create();
    kernel.setMask(ALL);
    const initHash = keccak256('0x00');
    const cases: [string, string, string][] = [
      [
        '0x0000000000000000000000000000000000000000',
        `0x${'00'.repeat(32)}`,
        '4d1a2e2bb4f88f0250f26ffff098b0b30b26bf38',
      ],
      [
        '0xdeadbeef00000000000000000000000000000000',
        `0x${'00'.repeat(32)}`,
        'b928f69bb1d91cd65274e3c79d8986362984fda3',
      ],
      [
        '0xdeadbeef00000000000000000000000000000000',
        '0x000000000000000000000000feed000000000000000000000000000000000000',
        'd04116cdd17bebe565eb2422f2497e06cc1c9833',
      ],
    ];
    for (const [deployer, salt, address] of cases) {
      kernel.setTarget(deployer, initHash, hexToBytes(salt));
      const [first] = kernel.step(1);
      expect(first).toEqual({ salt, addressHex: address });
    }
  });

  it('every salt of a batch gives the address viem computes; counters run on across steps', async () => {
    const kernel = await Create2VanityKernel.create();
    kernel.setMask(ALL);
    const deployer = '0x4e59b44847b379578588920ca78fbf26c0b4956c';
    const initHash = keccak256('0x6080604052');
    const base = crypto.getRandomValues(new Uint8Array(32));
    kernel.setTarget(deployer, initHash, base);
    const hits = [...kernel.step(300), ...kernel.step(300)];
    expect(new Set(hits.map((hit) => hit.salt)).size).toBe(600);
    for (const hit of hits) {
      const address = getContractAddress({ opcode: 'CREATE2', from: deployer, salt: hit.salt, bytecodeHash: initHash });
      expect(hit.addressHex).toBe(address.slice(2).toLowerCase());
      // only bytes 3..10 of the salt move
      const salt = hexToBytes(hit.salt);
      expect([...salt.subarray(0, 3), ...salt.subarray(11)]).toEqual([...base.subarray(0, 3), ...base.subarray(11)]);
    }
  });

  it('reports exactly the salts whose address matches a prefix nibble mask', async () => {
    const kernel = await Create2VanityKernel.create();
    const deployer = '0x4e59b44847b379578588920ca78fbf26c0b4956c';
    const initHash = keccak256('0x00');
    const base = new Uint8Array(32).fill(7);
    kernel.setMask(ALL);
    kernel.setTarget(deployer, initHash, base);
    const all = kernel.step(1000);
    const value = new Uint8Array(20);
    const mask = new Uint8Array(20);
    value[0] = 0x50;
    mask[0] = 0xf0;
    kernel.setMask({ value, mask });
    kernel.setTarget(deployer, initHash, base);
    const hits = kernel.step(1000);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits).toEqual(all.filter((hit) => hit.addressHex.startsWith('5')));
  });
});
