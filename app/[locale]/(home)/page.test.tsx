import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { HomePage } from '@/components/home/home-page';
import { SiteHeader } from '@/components/layout/site-header';
import Page from './page';

// The page runs outside a React server here: only its element tree is looked at, nothing is rendered.
jest.mock('next-intl/server', () => ({ setRequestLocale: () => undefined }));

function childrenOf(node: unknown): ReactNode[] {
  if (!isValidElement(node)) return [];
  const { children } = (node as ReactElement<{ children?: ReactNode }>).props;
  return Array.isArray(children) ? children : [children];
}

describe('the home page (issue 13 point 9)', () => {
  it('has the same header and menu as every other page, before its content', async () => {
    const element = await Page({ params: Promise.resolve({ locale: 'cn' }) });
    const [header, content] = childrenOf(element);
    expect(isValidElement(header) && header.type).toBe(SiteHeader);
    expect((header as ReactElement<{ locale: string }>).props.locale).toBe('cn');
    expect(isValidElement(content) && content.type).toBe(HomePage);
  });
});
