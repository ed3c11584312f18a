// The layout Web Worker: ELK's layered layout of a 1,000-node responder takes a second or so, which
// must not freeze the canvas. elkjs is imported on the first request, so the worker starts small
// and the app's own bundles never hold ELK. We use elk.bundled.js (ELK's engine with an in-process
// "fake worker") rather than elk-api.js with a worker URL: we are already off the main thread, and
// this way the same layoutDocument code runs here and in Node.
import type { LayoutRequest } from './layout-service';
import { createLayoutService } from './layout-service';

const serve = createLayoutService(async () => {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const elk = new ELK();
  // ELK's engine, once loaded inside any worker, makes itself that worker's onmessage handler
  // (kieler/elkjs#141); our handler is the listener below, so it is unhooked again.
  self.onmessage = null;
  return elk;
});

self.addEventListener('message', (event: MessageEvent<LayoutRequest>) => {
  void serve(event.data).then((response) => self.postMessage(response));
});
