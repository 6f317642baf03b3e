import { getAuthController } from '../auth';

/**
 * The signed-in visitor's ID token for a call to the accounts service, or null. Firebase is loaded
 * only when the storage entry says someone may be signed in, so an anonymous visitor's newsletter
 * sign-up or contact message carries no SDK at all.
 */
export async function idTokenIfSignedIn(): Promise<string | null> {
  const controller = getAuthController();
  if (!controller.getState().user) return null;
  return controller.refreshIdToken().catch(() => null);
}
