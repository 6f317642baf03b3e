export { UNKNOWN_CLIENT, clientKey, parseAddress } from './client-address';
export {
  CLIENT_IP_HEADER,
  FRONT_END_SECRET_HEADER,
  FRONT_END_SECRET_MIN_LENGTH,
  clientResolver,
  forwardedAddress,
  isFrontEndSecret,
  type ClientAddressModel,
  type ClientOf,
  type RequestHeaders,
} from './front-end';
