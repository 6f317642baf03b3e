import { COVER_SIZE } from './covers';
import * as styles from './pages.css';

/**
 * A card's cover picture, loaded when it nears the screen. It is decorative (`alt=""`): the card's
 * title or category chip says what it shows.
 */
export function CardCover({ src }: { src: string }) {
  return (
    <img
      className={styles.cardImage}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={COVER_SIZE.width}
      height={COVER_SIZE.height}
    />
  );
}
