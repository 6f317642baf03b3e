import { NewsletterLinkPage } from './NewsletterLinkPage';

/** /hirlevel/megerosites: the confirmation link of docs/product.md#newsletter. */
export default function ConfirmPage() {
  return <NewsletterLinkPage kind="confirm" />;
}
