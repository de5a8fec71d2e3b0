import { TOKEN_SPECS } from '@/contracts/tooling/checked-in-contracts';
import { readArtifact } from '@/contracts/tooling/compile';
import { TOKEN_ABI, TOKEN_CONSTRUCTOR_ABI } from './abi';
import { tokenVariant, variantParts } from './variants';

type AbiItem = { type: string; name?: string; inputs?: readonly { type: string }[] };
const signature = (item: AbiItem) =>
  `${item.type} ${item.name ?? ''}(${(item.inputs ?? []).map((input) => input.type).join(',')})`;

describe('the page ABI and the compiled templates', () => {
  it.each(TOKEN_SPECS.map((spec) => [spec.contractName, spec] as const))(
    '%s has the functions of its parts',
    (name, spec) => {
      const compiled = new Set((readArtifact(spec).abi as AbiItem[]).map(signature));
      const parts = variantParts(name as Parameters<typeof variantParts>[0]);
      expect(tokenVariant(parts)).toBe(name);
      expect(compiled.has(signature(TOKEN_CONSTRUCTOR_ABI[0] as AbiItem))).toBe(true);
      const present = (TOKEN_ABI as readonly AbiItem[])
        .filter((item) => compiled.has(signature(item)))
        .map((item) => item.name);
      const expected = ['name', 'symbol', 'decimals', 'totalSupply', 'balanceOf'];
      if (parts.isMintable || parts.isPausable) expected.push('owner');
      if (parts.isCapped) expected.push('cap');
      if (parts.isPausable) expected.push('paused');
      if (parts.isMintable) expected.push('mint');
      if (parts.isBurnable) expected.push('burn');
      if (parts.isMintable || parts.isPausable) expected.push('renounceOwnership');
      if (parts.isPausable) expected.push('pause', 'unpause');
      expect(present.sort()).toEqual(expected.sort());
    },
  );

  it('has no template for a cap without minting', () => {
    expect(() => tokenVariant({ isMintable: false, isCapped: true, isBurnable: false, isPausable: false })).toThrow(
      RangeError,
    );
  });
});
