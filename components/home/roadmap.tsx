import type { ToolLink } from '@/lib/catalog';

export interface RoadmapGroup {
  category: string;
  label: string;
  tools: ToolLink[];
}

/**
 * The tools not built yet, in one collapsed section below the live ones. Plain text, no links and no card look: a
 * visitor should never click a tool that does nothing.
 */
export function Roadmap({ title, body, groups }: { title: string; body: string; groups: RoadmapGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <details className="roadmap">
      <summary>{title}</summary>
      <p className="roadmap__body">{body}</p>
      {groups.map((group) => (
        <section key={group.category} className="roadmap__group">
          <h3>{group.label}</h3>
          <ul>
            {group.tools.map((tool) => (
              <li key={tool.routeName}>
                {tool.title}
                {tool.chainLabel && <span className="roadmap__chain"> · {tool.chainLabel}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </details>
  );
}
