// A React Server Component importing the widgets, run the way an RSC server runs it: Node with the
// react-server condition and React's own loader, which turns 'use client' modules into client
// references. Prints the Flight payload; the widgets must appear in it as client references.
import { Writable } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-server-dom-webpack/server';
import { LoanCalculator } from '@penzugy/widgets';
import { PdfViewer } from '@penzugy/widgets/pdf';

// The client manifest a bundler would write: every client reference is its own chunk-less module.
const manifest = new Proxy({}, { get: (_, id) => ({ id: String(id), chunks: [], name: String(id).split('#')[1] }) });
const page = createElement('main', null, createElement(LoanCalculator), createElement(PdfViewer, { url: '/a.pdf' }));
const chunks = [];
renderToPipeableStream(page, manifest).pipe(
  new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      process.stdout.write(Buffer.concat(chunks).toString('utf8'));
      done();
    },
  }),
);
