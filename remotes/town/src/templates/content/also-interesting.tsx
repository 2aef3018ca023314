import type { MenuItem } from '@musterstadt/cms-client';
import { blockData, contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { Figure } from '@musterstadt/ui';

/** 'Auch interessant': links of a menu beside an image (spec point 2). */
export default function AlsoInteresting(props: TemplateProps) {
  const menu = blockData<{ menuItems?: MenuItem[] }>(props);
  const links = (menu?.menuItems ?? []).flatMap((item) => {
    const href = safeHref(item.href);
    // The page itself is not a tip for itself.
    return href && href !== props.page.path ? [{ href, title: item.title }] : [];
  });
  if (links.length === 0) return null;
  const bild = contextText(props.block, 'bild');
  const id = `auch-interessant-${props.block.context?.apiCalls?.[0] ?? 'block'}`;
  return (
    <section className="town-also" aria-labelledby={id}>
      <h2 id={id}>{contextText(props.block, 'titel') || 'Auch interessant'}</h2>
      <div className={`town-also__body${bild ? ' town-also__body--image' : ''}`}>
        {bild && (
          <Figure
            bild={bild}
            alt=""
            bildtext={contextText(props.block, 'bildtext') || null}
            bildcopyright={contextText(props.block, 'bildcopyright') || null}
            width={640}
            height={360}
          />
        )}
        <ul className="town-also__links">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.title}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
