'use strict';

/** Niceness of OCR threads (0 normal, 19 lowest). */
const OCR_NICENESS = 10;

/**
 * The thread each tesseract.js worker runs in: tesseract.js's own Node worker script,
 * started after the network is switched off in this thread. Everything OCR reads (the
 * WebAssembly core, the English model) is on disk; were a setting ever wrong, tesseract.js
 * would quietly fetch the model from a CDN, and here that fails loudly instead.
 */
const net = require('node:net');
const os = require('node:os');
const { isMainThread } = require('node:worker_threads');

// On Linux a thread has a priority of its own: OCR gives way to the thread serving
// requests whenever both want a core, so a queue of scans slows answers down little.
// (Never in the main thread, where it would slow the API instead.)
if (!isMainThread) {
  try {
    os.setPriority(OCR_NICENESS);
  } catch {
    // Not allowed or not supported here: OCR runs at normal priority.
  }
}

const denied = (what) => new Error(`network access is disabled for OCR (attempted: ${what})`);
globalThis.fetch = async (resource) => {
  throw denied(`fetch ${String(resource?.url ?? resource)}`);
};
net.Socket.prototype.connect = function connect() {
  throw denied('socket connect');
};

if (!isMainThread) require('tesseract.js/src/worker-script/node/index.js');
