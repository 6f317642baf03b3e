/** Entry of dist/embed.js and dist/v{version}/embed.js (see loader.ts). */
import { startLoader } from './loader';

startLoader();
