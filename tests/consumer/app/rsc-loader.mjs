// `node --import ./rsc-loader.mjs`: React's RSC loader, fed text (Node hands loaders raw bytes).
import { register } from 'node:module';

register('./rsc-text.mjs', import.meta.url);
register('react-server-dom-webpack/node-loader', import.meta.url);
