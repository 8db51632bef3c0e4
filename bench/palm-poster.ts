// Posts palms back to back from a process of its own, for the p99 measure in palms.ts: posting from the
// process that measures planets' latencies would add the poster's own pauses (a 1.6 MB body encoded and
// sent, its garbage collected) to latencies that should be the server's alone. Started once, before the
// measured rounds, and told when to post: its start-up (tsx compiling) would otherwise land in a round.
// With a `rate`, posts begin at most that many times a second (for bodies answered faster than a palm is read).
// With a `path`, it posts there instead (pdfs.ts posts PDF reports back to back the same way).
interface Target { url: string; headers: Record<string, string>; body: string; rate?: number; path?: string }
type Message = { target: Target } | 'start' | 'stop';

let target: Target | undefined;
let posting = false;

async function post(): Promise<void> {
  let read = 0;
  while (posting) {
    const started = performance.now();
    const res = await fetch(`${target!.url}${target!.path ?? '/palmistry/get-palm-id'}`, { method: 'POST', headers: { 'content-type': 'application/json', ...target!.headers }, body: target!.body });
    await res.arrayBuffer();
    if (res.status === 200) read++;
    if (target!.rate) await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / target!.rate! - (performance.now() - started))));
  }
  // How many were read (answered 200), once the last has been answered.
  process.send!(read);
}

process.on('message', (message: Message) => {
  if (message === 'stop') posting = false;
  else if (message === 'start') {
    posting = true;
    void post();
  } else target = message.target;
});
