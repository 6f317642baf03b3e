// A themer's app: the vanilla-extract plugin in the app's own build, beside the widgets' compiled
// styles (which it must leave alone; "Invalid exports" on the package's files broke this, issue 26).
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default { plugins: [vanillaExtractPlugin()], logLevel: 'error' };
