import { CHECKED_IN_CONTRACTS, MULTISEND_SPEC } from './checked-in-contracts';
import { compileContract, readArtifact, writeArtifact } from './compile';

// The checked-in artifacts must be exactly what the sources compile to; the Multisend address follows from its
// bytecode, so a changed contract shows up here first. After editing a source:
//   UPDATE_CONTRACT_ARTIFACTS=1 npx jest contracts/tooling/artifacts --selectProjects unit
// then npx biome check --write contracts (the formatter owns the JSON layout), and update MULTISEND_ADDRESS.
const SOLC_TIMEOUT_MS = 60_000;

describe('contract artifacts', () => {
  it.each(CHECKED_IN_CONTRACTS.map((spec) => [spec.contractName, spec] as const))(
    '%s is what a fresh compile of the source gives',
    async (_name, spec) => {
      const compiled = await compileContract(spec);
      if (process.env.UPDATE_CONTRACT_ARTIFACTS === '1') writeArtifact(spec, compiled);
      expect(readArtifact(spec)).toEqual(JSON.parse(JSON.stringify(compiled)));
    },
    SOLC_TIMEOUT_MS,
  );

  it('records the compiler and the settings that fix the bytecode', () => {
    const { compiler } = readArtifact(MULTISEND_SPEC);
    expect(compiler.version).toMatch(/^0\.8\.37\+/);
    expect(compiler.settings).toMatchObject({
      optimizer: { enabled: true, runs: 1_000_000 },
      evmVersion: 'paris',
      metadata: { appendCBOR: false },
    });
  });
});
