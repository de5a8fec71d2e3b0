import Link from 'next/link';
import type { navigationGroups } from '@/lib/catalog';

type Group = ReturnType<typeof navigationGroups>[number];

/** Categories as disclosure menus (no JavaScript needed), tools inside grouped by chain. */
export function NavigationMenu({ groups, label }: { groups: Group[]; label: string }) {
  if (groups.length === 0) return null;
  return (
    <nav className="navigation" aria-label={label}>
      {groups.map((group) => {
        const byChain = new Map<string, Group['items']>();
        for (const item of group.items) {
          const key = item.chainLabel ?? '';
          byChain.set(key, [...(byChain.get(key) ?? []), item]);
        }
        return (
          <details key={group.category} className="navigation__group">
            <summary>{group.label}</summary>
            <div className="navigation__panel">
              {[...byChain.entries()].map(([chainLabel, items]) => (
                <div key={chainLabel || 'general'} className="navigation__chain">
                  {chainLabel && <p className="navigation__chain-label">{chainLabel}</p>}
                  <ul>
                    {items.map((item) => (
                      <li key={item.routeName}>
                        <Link href={item.href}>{item.title}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </details>
        );
      })}
    </nav>
  );
}
