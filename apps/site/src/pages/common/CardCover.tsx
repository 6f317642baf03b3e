import { COVER_SIZE } from './covers';
import * as styles from './pages.css';

/**
 * A card's cover picture. It is decorative (`alt=""`): the card's title or category chip says what it
 * shows. With `lightSrc` it comes in both colour modes and the page's mode (html[data-theme], set
 * before the first paint) shows one. Both are lazy: the one shown loads as it nears the screen, and
 * the other, never rendered, is never fetched. A list's first card (`priority`) loads both at once,
 * with high priority (~2 KB each): on a phone it is the largest
 * thing on the first screen, and a lazy image is only requested once the page has been laid out
 * (Lighthouse's LCP on /blog: 1.4 s of render delay).
 */
export function CardCover({
  src,
  lightSrc,
  priority = false,
}: {
  src: string;
  lightSrc?: string | undefined;
  priority?: boolean | undefined;
}) {
  const image = (url: string, className: string, mode?: 'dark' | 'light') => (
    <img
      className={className}
      data-cover-mode={mode}
      src={url}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={COVER_SIZE.width}
      height={COVER_SIZE.height}
    />
  );
  if (!lightSrc) return image(src, styles.cardImage);
  return (
    <>
      {image(src, `${styles.cardImage} ${styles.darkOnly}`, 'dark')}
      {image(lightSrc, `${styles.cardImage} ${styles.lightOnly}`, 'light')}
    </>
  );
}
