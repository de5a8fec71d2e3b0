/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { clearDraft, looksSecret, readDraft, useToolDraft, writeDraft } from './tool-draft';

const asText = (raw: unknown) => (typeof raw === 'string' ? raw : null);

function Draft({ tool }: { tool: string }) {
  const [value, setValue, { restored, clear }] = useToolDraft(tool, '', asText);
  return (
    <div>
      <textarea aria-label="lines" value={value} onChange={(event) => setValue(event.target.value)} />
      <span>{restored ? 'restored' : 'fresh'}</span>
      <button type="button" onClick={clear}>
        clear
      </button>
    </div>
  );
}

beforeEach(() => sessionStorage.clear());

describe('looksSecret', () => {
  it('recognises keys and mnemonics, not addresses, amounts or hashes of another length', () => {
    expect(looksSecret(`0x${'ab'.repeat(32)}`)).toBe(true);
    expect(looksSecret(`line 3: ${'1f'.repeat(32)},1.5`)).toBe(true);
    expect(looksSecret(`secret: ${'Zx9'.repeat(29)}`)).toBe(true);
    expect(looksSecret(`[${Array.from({ length: 64 }, (_, i) => i).join(',')}]`)).toBe(true);
    expect(looksSecret('abandon ability able about above absent absorb abstract absurd abuse access accident')).toBe(
      true,
    );
    expect(
      looksSecret('0x1111111111111111111111111111111111111111,1.5\n0x2222222222222222222222222222222222222222,2'),
    ).toBe(false);
    expect(looksSecret('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin 0.5')).toBe(false);
    expect(looksSecret('send to my friends and family now')).toBe(false);
  });
});

describe('drafts', () => {
  it('writes, reads back and clears; refuses a value holding a key and removes the older draft', () => {
    expect(writeDraft('t', { lines: 'a,1' })).toBe(true);
    expect(readDraft('t', (raw) => raw as { lines: string })).toEqual({ lines: 'a,1' });
    expect(writeDraft('t', { lines: `0x${'cd'.repeat(32)}` })).toBe(false);
    expect(readDraft('t', (raw) => raw)).toBeNull();
    writeDraft('t', 'x');
    clearDraft('t');
    expect(sessionStorage.length).toBe(0);
  });

  it('drops a stored draft that no longer parses', () => {
    sessionStorage.setItem('chainkit.draft.t', '{not json');
    expect(readDraft('t', (raw) => raw)).toBeNull();
    sessionStorage.setItem('chainkit.draft.t', '42');
    expect(readDraft('t', asText)).toBeNull();
  });

  it('survives a remount (a language switch) and keeps tools apart', () => {
    jest.useFakeTimers();
    try {
      const first = render(<Draft tool="send" />);
      const box = screen.getByLabelText('lines') as HTMLTextAreaElement;
      // React's onChange through a native input event
      act(() => {
        const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
        setter?.call(box, '0xabc,1');
        box.dispatchEvent(new Event('input', { bubbles: true }));
      });
      first.unmount(); // flushes the pending write
      expect(readDraft('send', asText)).toBe('0xabc,1');
      expect(readDraft('other', asText)).toBeNull();

      render(<Draft tool="send" />);
      expect((screen.getByLabelText('lines') as HTMLTextAreaElement).value).toBe('0xabc,1');
      expect(screen.getByText('restored')).toBeTruthy();
      act(() => screen.getByText('clear').click());
      expect((screen.getByLabelText('lines') as HTMLTextAreaElement).value).toBe('');
      expect(readDraft('send', asText)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes after a pause in typing and on pagehide (a reload)', () => {
    jest.useFakeTimers();
    try {
      render(<Draft tool="check" />);
      const box = screen.getByLabelText('lines') as HTMLTextAreaElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      act(() => {
        setter?.call(box, 'a');
        box.dispatchEvent(new Event('input', { bubbles: true }));
      });
      expect(readDraft('check', asText)).toBeNull();
      act(() => jest.advanceTimersByTime(300));
      expect(readDraft('check', asText)).toBe('a');
      act(() => {
        setter?.call(box, 'ab');
        box.dispatchEvent(new Event('input', { bubbles: true }));
      });
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(readDraft('check', asText)).toBe('ab');
    } finally {
      jest.useRealTimers();
    }
  });
});
