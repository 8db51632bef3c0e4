// A value now or a promise of it: what the billed path's cache hits (a known credential, a wallet seen
// ample, a remembered answer) give without a promise and a turn of the microtask queue each; only a
// read of the store or Redis makes the call wait.

export type Maybe<T> = T | Promise<T>;

/** `f` of the value, at once when there is one. */
export const then = <T, U>(value: Maybe<T>, f: (v: T) => Maybe<U>): Maybe<U> => (value instanceof Promise ? value.then(f) : f(value));
