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

/**
 * tesseract.js's own Node worker script (`worker-script/node/index.js`), but each
 * image is prepared first (greyscale, small print enlarged, a segmentation mode
 * chosen by the page's shape; see ocr-prepare.cjs), here in the OCR thread rather
 * than on the thread that serves requests.
 */
if (!isMainThread) {
  const { parentPort } = require('node:worker_threads');
  const worker = require('tesseract.js/src/worker-script/index.js');
  const getCore = require('tesseract.js/src/worker-script/node/getCore.js');
  const gunzip = require('tesseract.js/src/worker-script/node/gunzip.js');
  const cache = require('tesseract.js/src/worker-script/node/cache.js');
  const { prepareForOcr } = require('./ocr-prepare.cjs');
  // Messages are handled one after another, in order, though preparing an image takes a moment.
  let handled = Promise.resolve();
  parentPort.on('message', (packet) => {
    handled = handled.then(() => handle(packet));
  });
  async function handle(packet) {
    if (packet.action === 'recognize' && packet.payload && packet.payload.image) {
      try {
        const prepared = await prepareForOcr(packet.payload.image);
        packet.payload.image = prepared.image;
        // A segmentation mode the caller chose stays; otherwise the page's shape decides.
        const options = packet.payload.options || {};
        packet.payload.options = { tessedit_pageseg_mode: prepared.psm, ...options };
      } catch {
        // An image the preparation cannot read goes to tesseract as it is, which reports what is wrong with it.
      }
    }
    worker.dispatchHandlers(packet, (obj) => parentPort.postMessage(obj));
  }
  worker.setAdapter({ getCore, gunzip, fetch: globalThis.fetch, ...cache });
}
