import { EventEmitter } from 'node:events';
import type { BusMessage, EventBus } from './event-bus';

/** The in-process bus: one server instance, no fan-out to others. */
export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    publish: async (message) => {
      emitter.emit('message', message);
    },
    onMessage: (listener: (message: BusMessage) => void) => {
      emitter.on('message', listener);
    },
    onResync: () => {
      // Nothing is ever missed in process.
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}
