/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { INVITE_CODE_STORAGE_KEY } from '@/lib/client/invite-code';
import { InviteCodeCatcher } from './invite-code-catcher';

let mockPathname = '/en/gas';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

describe('InviteCodeCatcher', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the invite code of any page, also after a client-side navigation', () => {
    window.history.replaceState(null, '', '/en/gas?invite_code=ABC123');
    const { rerender } = render(<InviteCodeCatcher />);
    expect(window.sessionStorage.getItem(INVITE_CODE_STORAGE_KEY)).toBe('ABC123');

    window.history.pushState(null, '', '/en/about-us?invite_code=XYZ789');
    mockPathname = '/en/about-us';
    rerender(<InviteCodeCatcher />);
    expect(window.sessionStorage.getItem(INVITE_CODE_STORAGE_KEY)).toBe('XYZ789');
  });

  it('keeps the code when a later page has none, and renders nothing', () => {
    window.sessionStorage.setItem(INVITE_CODE_STORAGE_KEY, 'KEPT');
    window.history.replaceState(null, '', '/en/login');
    const { container } = render(<InviteCodeCatcher />);
    expect(window.sessionStorage.getItem(INVITE_CODE_STORAGE_KEY)).toBe('KEPT');
    expect(container).toBeEmptyDOMElement();
  });
});
