import type { MenuFeed } from '#site/data/menu-feed.ts';
import type { NavSection } from '#site/nav-sections.ts';

/**
 * The links of one menu section: its own page when no link leads there, its plain links, then
 * its latest entities once the feed has arrived.
 */
export default function SectionLinks({ section, feed }: { section: NavSection; feed: MenuFeed | null }) {
  const overview = section.links.some((link) => link.href === section.href)
    ? []
    : [{ label: section.label, href: section.href }];
  const items = section.feed && feed ? feed[section.feed] : [];
  return (
    <ul className="menu-links">
      {[...overview, ...section.links].map((link) => (
        <li key={link.href + link.label}>
          <a className="menu-links__page" href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
      {items.map((item) => (
        <li key={item.id} data-menu-item>
          <a className="menu-links__item" href={item.href}>
            <span className="menu-links__title" lang={item.titleLang}>
              {item.title}
            </span>
            <span className="menu-links__meta" lang={item.metaLang}>
              {item.meta}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
