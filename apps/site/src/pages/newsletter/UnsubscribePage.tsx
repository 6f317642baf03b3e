import { NewsletterLinkAction } from './NewsletterLinkAction';

/** /hirlevel/leiratkozas: the unsubscribe link of every newsletter mail (docs/product.md#newsletter). */
export default function UnsubscribePage() {
  return <NewsletterLinkAction kind="unsubscribe" />;
}
