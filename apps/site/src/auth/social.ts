/**
 * How a Google, Facebook or Twitter sign-in happens. Production opens the provider's popup; the
 * local emulators cannot (the popup loads apis.google.com, which is not reachable offline),
 * so there the same buttons sign in with `signInWithCredential` and a fake IdP token,
 * which the Auth emulator accepts as strict JSON claims. The strategy is injectable (see
 * `createAuthController({ socialStrategy })`) so tests and tools can pick the identity.
 *
 * This module imports the Firebase SDK and is therefore only reached through the lazy session chunk.
 */
import {
  browserPopupRedirectResolver,
  FacebookAuthProvider,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  TwitterAuthProvider,
  type Auth,
  type AuthCredential,
  type AuthProvider,
  type UserCredential,
} from 'firebase/auth';
import type { SocialProviderId } from './strings';
import { isEmailAddress } from './validate';

export interface SocialSignInRequest {
  provider: SocialProviderId;
  /** The e-mail address typed into the form, if any; the emulator strategy signs in as that address. */
  emailHint?: string;
}

/** Signs in with a social provider and resolves the credential (rejects with a FirebaseError). */
export type SocialSignInStrategy = (auth: Auth, request: SocialSignInRequest) => Promise<UserCredential>;

/** The SDK's provider object for a provider id. */
export function authProviderFor(provider: SocialProviderId): AuthProvider {
  switch (provider) {
    case 'google':
      return new GoogleAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'twitter':
      return new TwitterAuthProvider();
  }
}

/** Production: the provider's popup (docs/product.md#accounts). */
export const popupSignIn: SocialSignInStrategy = (auth, { provider }) =>
  signInWithPopup(auth, authProviderFor(provider), browserPopupRedirectResolver);

/** The claims of a fake IdP token. `sub` is the user's stable id at the provider. */
export interface FakeIdpClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A credential the Auth emulator accepts for a provider: Google takes the claims as its ID token,
 * Facebook and Twitter as their access token (the emulator parses both as JSON claims).
 */
export function fakeIdpCredential(provider: SocialProviderId, claims: FakeIdpClaims): AuthCredential {
  const token = JSON.stringify(claims);
  switch (provider) {
    case 'google':
      return GoogleAuthProvider.credential(token);
    case 'facebook':
      return FacebookAuthProvider.credential(token);
    case 'twitter':
      return TwitterAuthProvider.credential(token, 'emulator-secret');
  }
}

/**
 * The identity the emulator strategy signs in as: the typed address when there is one, otherwise a
 * fixed demo address per provider — so a developer can click the buttons of the local site.
 */
export function emulatorIdentity({ provider, emailHint }: SocialSignInRequest): FakeIdpClaims {
  const typed = emailHint?.trim().toLowerCase();
  const email = typed && isEmailAddress(typed) ? typed : `demo.${provider}@example.com`;
  return { sub: `${provider}-${email}`, email, email_verified: true, name: email.split('@')[0] };
}

/** The local emulators: `signInWithCredential` with a fake IdP token for the chosen identity. */
export function emulatorSignIn(
  identity: (request: SocialSignInRequest) => FakeIdpClaims = emulatorIdentity,
): SocialSignInStrategy {
  return (auth, request) => signInWithCredential(auth, fakeIdpCredential(request.provider, identity(request)));
}
