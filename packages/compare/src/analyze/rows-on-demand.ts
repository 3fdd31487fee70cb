// An array whose elements are made when read and not kept: a report of 100,000 segments holds
// its columns (typed arrays of lengths and scores) instead of 100,000 row objects, and every
// reader still sees an array (`length`, indexing, iteration, `map`, `slice`, `Object.keys`,
// `JSON.stringify`).

/** `rows[k]` is `row(k)`, made each time it is read. */
export function rowsOnDemand<T>(length: number, row: (index: number) => T): readonly T[] {
  const index = (key: string | symbol): number => {
    if (typeof key !== 'string') return -1;
    const k = Number(key);
    return Number.isInteger(k) && k >= 0 && k < length && String(k) === key ? k : -1;
  };
  return new Proxy(new Array<T>(length), {
    get: (target, key, receiver) => {
      const k = index(key);
      return k >= 0 ? row(k) : Reflect.get(target, key, receiver);
    },
    has: (target, key) => index(key) >= 0 || Reflect.has(target, key),
    ownKeys: (target) => [...Array.from({ length }, (_, k) => String(k)), ...Reflect.ownKeys(target)],
    getOwnPropertyDescriptor: (target, key) => {
      const k = index(key);
      return k >= 0 ? { value: row(k), writable: true, enumerable: true, configurable: true } : Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
}
