#!/usr/bin/env node
/** The refresh command (dist/cli.js): `npm run refresh`, and the Cloud Run job's entry point. See cli.ts. */
import { main } from './cli';

process.exitCode = await main(process.argv.slice(2));
