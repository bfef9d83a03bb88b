'use strict';

/**
 * The thread each tesseract.js worker runs in: tesseract.js's own Node worker script,
 * started after the network is switched off in this thread. Everything OCR reads (the
 * WebAssembly core, the English model) is on disk; were a setting ever wrong, tesseract.js
 * would quietly fetch the model from a CDN, and here that fails loudly instead.
 */
const net = require('node:net');

const denied = (what) => new Error(`network access is disabled for OCR (attempted: ${what})`);
globalThis.fetch = async (resource) => {
  throw denied(`fetch ${String(resource?.url ?? resource)}`);
};
net.Socket.prototype.connect = function connect() {
  throw denied('socket connect');
};

if (!require('node:worker_threads').isMainThread) require('tesseract.js/src/worker-script/node/index.js');
