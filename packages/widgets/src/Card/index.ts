export { Card, CARD_HEADING_LEVELS } from './Card';
export type { CardProps, CardHeadingLevel } from './Card';
