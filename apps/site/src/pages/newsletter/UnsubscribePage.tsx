import { NewsletterLinkPage } from './NewsletterLinkPage';

/** /hirlevel/leiratkozas: the unsubscribe link of every newsletter mail (docs/product.md#newsletter). */
export default function UnsubscribePage() {
  return <NewsletterLinkPage kind="unsubscribe" />;
}
