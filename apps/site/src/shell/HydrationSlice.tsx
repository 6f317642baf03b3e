import { Suspense, useCallback, useEffect, useId, useMemo, useState, type ReactElement } from 'react';
import { options } from 'preact';

/*
 * Hydration in slices. A prerendered page was hydrated in one task: 50–300 ms at full speed on the
 * pages measured (BENCHMARKS.md), four times that on a mid-range phone, during which the page
 * answered no tap or key. Each HydrationSlice is a region (the header, the page, the footer, a
 * calculator's results) that waits for its own turn: while the page hydrates, the slice suspends
 * with a promise that is settled in a later task, one slice per task, in the order the slices were
 * met. Both runtimes keep a suspended region's server markup on screen and hydrate it when its
 * promise settles (Preact's compat: its Suspense keeps the DOM of a component that suspends while
 * hydrating; React: a dehydrated Suspense boundary), so the visitor sees no change, and the browser
 * can paint, and answer input, between two slices.
 *
 * A slice wraps exactly one element: Preact keeps one DOM node for a component that suspended
 * while hydrating.
 */

/** The performance mark of each slice's turn (the end-to-end tests count them). */
export const HYDRATION_SLICE_MARK = 'penzugy:hydration-slice';

/** A slice's turn: its promise settles when the turn comes. */
interface Turn {
  done: boolean;
  promise: Promise<void>;
  release: () => void;
}

/** Whether the page is being hydrated in slices: from `startSlicedHydration` until the last turn. */
let slicing = false;
/** Whether the page was hydrated from its prerendered HTML (rather than rendered in the browser). */
let fromHtml = false;
/** Every slice's turn by its id, and the turns still to come, in the order their slices were met. */
const turns = new Map<string, Turn>();
const queue: Turn[] = [];
const whenDone: ((fromHtml: boolean) => void)[] = [];
let channel: MessageChannel | null = null;
let posted = false;
/**
 * Whether the root has committed (the shell's first effect, `afterHydrationSlices`). Preact's compat
 * hydrates the root at once, React in tasks of its own scheduler: until it has committed, slices may
 * yet be met, and no slice left in the queue does not mean the last has hydrated.
 */
let rootCommitted = false;

/** A task after this one (a message, not a timer: nested timers are held back to 4 ms each). */
function nextTask() {
  if (posted) return;
  posted = true;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = releaseOne;
  }
  channel.port2.postMessage(null);
}

/** One slice's turn: its promise settles and its region hydrates in this task's microtasks. */
function releaseOne() {
  posted = false;
  const next = queue.shift();
  if (next) {
    // For profiles and the end-to-end test that the page hydrated in slices.
    performance.mark(HYDRATION_SLICE_MARK);
    next.release();
    // The slices inside the one just released are met while it hydrates, in this task's microtasks.
    nextTask();
    return;
  }
  if (!rootCommitted) return;
  slicing = false;
  turns.clear();
  for (const done of whenDone.splice(0)) done(fromHtml);
}

function turnOf(id: string): Turn {
  let turn = turns.get(id);
  if (!turn) {
    let settle = () => {};
    const promise = new Promise<void>((resolve) => (settle = resolve));
    const created: Turn = {
      done: false,
      promise,
      release: () => {
        created.done = true;
        settle();
      },
    };
    turn = created;
    turns.set(id, turn);
    queue.push(turn);
    nextTask();
  }
  return turn;
}

/** Called right before the prerendered page is hydrated (main.tsx). */
export function startSlicedHydration(): void {
  slicing = true;
  fromHtml = true;
  nextTask();
}

/**
 * Runs `fn` once every slice has hydrated (at once when the page was rendered in the browser),
 * telling it whether the page was hydrated from its prerendered HTML. Called by the shell's first
 * effect: the root has committed, every slice outside another has been met.
 */
export function afterHydrationSlices(fn: (fromHtml: boolean) => void): void {
  if (!slicing) return fn(fromHtml);
  whenDone.push(fn);
  rootCommitted = true;
  nextTask();
}

function SliceTurn({ children, onHydrated }: { children: ReactElement; onHydrated: () => void }) {
  const id = useId();
  if (slicing) {
    const turn = turnOf(id);
    if (!turn.done) throw turn.promise;
  }
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/*
 * Preact numbers useId's ids in render order, one counter for the whole tree: hydrated slice by
 * slice, the page would render in another order than the prerender did, and an element created
 * after hydration (a chart drawn once its width is known) would name ids that its hydrated
 * neighbours, which keep the server's attributes, do not carry. So each slice numbers the ids inside
 * it on its own: its vnode gets Preact's id mask (`__m`, where useId starts counting) named after
 * its parent's namespace and its place among that parent's slices, the same on the server and in
 * the browser. React numbers ids by their place in the tree and needs none of this; there the hook
 * below is never called.
 */
interface PreactVNode {
  type: unknown;
  /** The id mask: namespace, next id, next child slice (the third is ours). */
  __m?: IdMask;
  /** The parent vnode. */
  __?: PreactVNode | null;
  /** The component instance, which outlives the vnodes of its parent's renders. */
  __c?: { penzugyIdMask?: IdMask } | null;
}
type IdMask = [namespace: string | number, next: number, slices?: number];
const preactOptions = options as unknown as { __r?: (vnode: PreactVNode) => void };
const renderHook = preactOptions.__r;
preactOptions.__r = (vnode) => {
  const instance = vnode.__c;
  if (vnode.type === SliceTurn && instance) {
    // Once per slice: a parent that renders again (before or after the slice's turn) makes a new
    // vnode for it, which must name the same namespace.
    if (!instance.penzugyIdMask) {
      let parent = vnode.__ ?? null;
      while (parent && !parent.__m && parent.__) parent = parent.__;
      if (parent) {
        const mask = (parent.__m ??= [0, 0]);
        const index = (mask[2] = (mask[2] ?? 0) + 1);
        instance.penzugyIdMask = [`${mask[0]}s${index}`, 0];
      }
    }
    if (instance.penzugyIdMask) vnode.__m = instance.penzugyIdMask;
  }
  renderHook?.(vnode);
};

/**
 * A region of the page hydrated in a task of its own (see above); elsewhere it renders its child.
 *
 * Until its turn has come and gone the slice renders the child it was first given, the one its
 * HTML was rendered from: the page may render again in the meantime (its data arrived before the
 * slice's turn), and the HTML must be hydrated by the element it came from. Preact's compat takes
 * the new element's DOM to be the server's and leaves the region broken (a market table's card
 * missing); React would throw the HTML away and render the region anew. Once hydrated, the slice
 * renders again with the page's latest child.
 */
export function HydrationSlice({ children }: { children: ReactElement }) {
  const [first] = useState(children);
  const [hydrated, setHydrated] = useState(!slicing);
  const onHydrated = useCallback(() => setHydrated(true), []);
  const shown = hydrated ? children : first;
  // The same element while the slice waits: neither runtime renders a waiting region again.
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <SliceTurn onHydrated={onHydrated}>{shown}</SliceTurn>
      </Suspense>
    ),
    [shown, onHydrated],
  );
}
