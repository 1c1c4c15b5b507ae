// One client process of bench/realtime-scale.mjs (started by it with fork): opens its share of the WebSockets and
// timestamps what they receive with the machine's monotonic clock (process.hrtime, the same in every process),
// so the parent compares those times with its own publish times. Spreading the 5,000 sockets over several such
// processes keeps one client's event loop (parsing 100 messages in a row, its garbage collection) out of the
// figure: what is left is the server's delivery. Orders from the parent, by IPC:
//   { type: 'open', base, origin, members: [{ id, cookie }], counts: [number per member] }  → { type: 'opened' }
//   { type: 'count' } → { type: 'count', count }: bus deliveries so far
//   { type: 'report' } → { type: 'report', deliveries: [[seq, at], …] }
//   { type: 'pending', memberId, left } → { type: 'armed' }, then { type: 'done', times } once `left` sockets of the
//     member got a notification.changed not from the bus phase (a connection request's), with their arrival times
//   { type: 'clear' } (the request is over) · { type: 'stats' } → CPU and event-loop use since the last 'stats'
//   { type: 'close' } → every socket cut, then the process exits
import WebSocket from 'ws';

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const sockets = [];
const deliveries = [];
let pending = null;
let times = [];
let lastCpu = process.cpuUsage();
let lastLoop = performance.eventLoopUtilization();

function onEvent(memberId, event) {
  if (event.type !== 'notification.changed') return;
  const at = nowMs();
  const published = /^banc-(\d+)$/.exec(String(event.notificationId));
  if (published) {
    deliveries.push([Number(published[1]), at]);
    return;
  }
  if (pending?.memberId !== memberId) return;
  times.push(at);
  pending.left -= 1;
  if (pending.left === 0) {
    process.send({ type: 'done', times });
    pending = null;
  }
}

/** Opens one socket and waits for the pong of its ping. */
function openSocket(base, origin, member) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie: member.cookie, origin },
    });
    const timer = setTimeout(() => reject(new Error('socket non ouvert en 30 s')), 30_000);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'pong') {
        clearTimeout(timer);
        resolve(socket);
      } else if (message.type === 'event' && message.event) onEvent(member.id, message.event);
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'ping' })));
    socket.once('error', reject);
  });
}

process.on('message', async (order) => {
  switch (order.type) {
    case 'open': {
      // Batches of 100 at a time, as many sockets per member as `counts` says.
      const queue = order.members.flatMap((member, index) => Array(order.counts[index]).fill(member));
      for (let start = 0; start < queue.length; start += 100) {
        const batch = queue
          .slice(start, start + 100)
          .map((member) => openSocket(order.base, order.origin, member));
        sockets.push(...(await Promise.all(batch)));
      }
      process.send({ type: 'opened' });
      return;
    }
    case 'count':
      process.send({ type: 'count', count: deliveries.length });
      return;
    case 'report':
      process.send({ type: 'report', deliveries });
      return;
    case 'pending':
      times = [];
      pending = { memberId: order.memberId, left: order.left };
      process.send({ type: 'armed' });
      return;
    case 'clear':
      pending = null;
      return;
    case 'stats': {
      const cpu = process.cpuUsage(lastCpu);
      const loop = performance.eventLoopUtilization(lastLoop);
      lastCpu = process.cpuUsage();
      lastLoop = performance.eventLoopUtilization();
      process.send({ type: 'stats', cpuMs: (cpu.user + cpu.system) / 1000, loop: loop.utilization });
      return;
    }
    case 'close':
      for (const socket of sockets) socket.terminate();
      process.exit(0);
  }
});
process.send({ type: 'ready' });
