import { EMPTY_PUBLISH_DRAFT, type PublishDraft, validatePublishDraft } from './publish-form';

const valid: PublishDraft = { ...EMPTY_PUBLISH_DRAFT, name: 'Chainkit Token', symbol: 'CKT', supply: '1000000' };
const issuesOf = (change: Partial<PublishDraft>) => validatePublishDraft({ ...valid, ...change }).issues;

describe('validatePublishDraft', () => {
  it('turns a valid draft into base units', () => {
    const { launch, issues } = validatePublishDraft({ ...valid, supply: '1.5', decimals: '6' });
    expect(issues).toEqual({});
    expect(launch).toMatchObject({ name: 'Chainkit Token', symbol: 'CKT', decimals: 6, initialSupply: 1_500_000n });
    expect(launch?.receiver).toBeUndefined();
  });

  it('names each field wrong', () => {
    expect(issuesOf({ name: ' ' })).toEqual({ name: 'required' });
    expect(issuesOf({ name: 'x'.repeat(65) })).toEqual({ name: 'nameTooLong' });
    expect(issuesOf({ symbol: 'C K' })).toEqual({ symbol: 'symbolSpaces' });
    expect(issuesOf({ symbol: 'S'.repeat(17) })).toEqual({ symbol: 'symbolTooLong' });
    expect(issuesOf({ decimals: '37' })).toEqual({ decimals: 'decimals' });
    expect(issuesOf({ decimals: '1.5' })).toEqual({ decimals: 'decimals' });
    expect(issuesOf({ supply: '1e6' })).toEqual({ supply: 'amount' });
    expect(issuesOf({ supply: '1.5', decimals: '0' })).toEqual({ supply: 'amount' });
    expect(issuesOf({ supply: '0' })).toEqual({ supply: 'zeroSupply' });
    expect(issuesOf({ supply: (2n ** 256n).toString(), decimals: '0' })).toEqual({ supply: 'tooLarge' });
    expect(issuesOf({ receiver: '0x123' })).toEqual({ receiver: 'address' });
  });

  it('allows a zero supply only for a mintable token, and checks the cap against it', () => {
    expect(issuesOf({ supply: '0', isMintable: true })).toEqual({});
    expect(issuesOf({ isMintable: true, isCapped: true, capText: '' })).toEqual({ cap: 'required' });
    expect(issuesOf({ isMintable: true, isCapped: true, capText: '999999' })).toEqual({ cap: 'capBelowSupply' });
    expect(issuesOf({ isMintable: true, isCapped: true, capText: '0' })).toEqual({ cap: 'zeroCap' });
    const { launch } = validatePublishDraft({ ...valid, isMintable: true, isCapped: true, capText: '2000000' });
    expect(launch).toMatchObject({ isCapped: true, cap: 2_000_000n * 10n ** 18n });
  });

  it('ignores a cap without minting, and renouncing where there is no owner', () => {
    const { launch } = validatePublishDraft({ ...valid, isCapped: true, capText: 'junk', isRenounced: true });
    expect(launch).toMatchObject({ isCapped: false, cap: 0n, isRenounced: false });
  });
});
