import { NewsletterLinkAction } from './NewsletterLinkAction';

/** /hirlevel/megerosites: the confirmation link of docs/product.md#newsletter. */
export default function ConfirmPage() {
  return <NewsletterLinkAction kind="confirm" />;
}
