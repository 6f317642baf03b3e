import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NEWS_CATEGORIES } from '@penzugy/content';
import { Icon } from './icons';
import { shownCategoryKey } from './shown-category';
import * as styles from './shell.css';
import { SiteLink } from './SiteLink';

/** Scroll step of the arrows and the delay of the first overflow check (docs/product.md#shell). */
export const CATEGORY_SCROLL_STEP = 200;
const FIRST_CHECK_MS = 100;

/** The news categories as a horizontal bar; arrows appear only when the bar overflows. */
export function CategoryBar() {
  const shown = shownCategoryKey(useLocation().pathname);
  const scroller = useRef<HTMLUListElement>(null);
  const [canScroll, setCanScroll] = useState({ left: false, right: false });

  const check = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setCanScroll({ left: el.scrollLeft > 0, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const el = scroller.current;
    const timer = setTimeout(check, FIRST_CHECK_MS);
    const ro = new ResizeObserver(check);
    if (el) ro.observe(el);
    el?.addEventListener('scroll', check, { passive: true });
    return () => {
      clearTimeout(timer);
      ro.disconnect();
      el?.removeEventListener('scroll', check);
    };
  }, [check]);

  const scrollBy = (dx: number) => scroller.current?.scrollBy({ left: dx });

  return (
    <nav className={styles.categoryBar} aria-label="Hírkategóriák">
      {canScroll.left && (
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Kategóriák görgetése balra"
          onClick={() => scrollBy(-CATEGORY_SCROLL_STEP)}
        >
          <Icon name="chevronLeft" />
        </button>
      )}
      <ul ref={scroller} className={styles.categoryScroller} data-testid="category-scroller">
        {NEWS_CATEGORIES.map((c) => (
          <li key={c.key}>
            <SiteLink
              to={c.key === 'ÖSSZES' ? '/hirek' : `/hirek/kategoria/${c.slug}`}
              className={styles.categoryLink}
              aria-current={c.key === shown ? 'page' : undefined}
            >
              {c.label}
            </SiteLink>
          </li>
        ))}
      </ul>
      {canScroll.right && (
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Kategóriák görgetése jobbra"
          onClick={() => scrollBy(CATEGORY_SCROLL_STEP)}
        >
          <Icon name="chevronRight" />
        </button>
      )}
    </nav>
  );
}
