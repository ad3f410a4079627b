// Node 20 defines Headers, Request and Response as globals that load undici whole the first time any of them is read:
// ~30-50 ms of CPU and ~4 MB resident on this server (undici's HTTP client compiles its llhttp WebAssembly as it
// loads; issue 28), for classes a REST answer here never needs. @hono/node-server answers with a light Request and
// Response of its own and reads a request's headers from Node's IncomingMessage; what it and Hono do construct on every
// answer with headers is a Headers. But @hono/node-server reads all three globals when it loads (it extends Request,
// chains its Response to the global one), so undici loaded at start-up whatever a request did.
//
// The Node entry (server/src/main.ts) therefore installs, before anything reads them:
// - Headers: a Headers of our own that loads nothing, with the Fetch standard's behaviour as Node's has it (names
//   checked and lower-cased, values trimmed and checked, iteration sorted and combined, Set-Cookie kept apart; the
//   tests compare it with Node's own, operation by operation);
// - Request and Response: stand-ins that load Node's own class when one is first constructed, and from then on make
//   Node's objects (prototypes chained to Node's class, so its methods and brand checks work), and that count Node's
//   own objects (a fetch's answer) as instances, as the globals they replace did.
// The first MCP request, a supplier call (fetch) or anything else that needs undici still loads it, then.

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const FORBIDDEN_IN_VALUE = /[\0\r\n]/;

const isHttpWhitespace = (code: number) => code === 9 || code === 10 || code === 13 || code === 32;

/** A string of code units 0-255, as WebIDL's ByteString: anything else is a TypeError. */
function byteString(value: unknown, what: string): string {
  if (typeof value === "symbol") throw new TypeError(`Headers: ${what} is a symbol`);
  const text = String(value);
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 255) throw new TypeError(`Headers: ${what} is not a ByteString`);
  return text;
}

function headerName(name: unknown): string {
  const text = byteString(name, "name");
  if (!TOKEN.test(text)) throw new TypeError(`Headers: invalid header name "${text}"`);
  return text.toLowerCase();
}

function headerValue(value: unknown): string {
  const text = byteString(value, "value");
  let from = 0;
  let to = text.length;
  while (to > from && isHttpWhitespace(text.charCodeAt(to - 1))) to--;
  while (to > from && isHttpWhitespace(text.charCodeAt(from))) from++;
  const trimmed = from === 0 && to === text.length ? text : text.slice(from, to);
  if (FORBIDDEN_IN_VALUE.test(trimmed)) throw new TypeError("Headers: invalid header value");
  return trimmed;
}

function needArguments(given: number, needed: number, method: string): void {
  if (given < needed) throw new TypeError(`Headers.${method}: ${needed} argument${needed > 1 ? "s" : ""} required, but only ${given} present.`);
}

type HeadersInitLike = Iterable<Iterable<unknown>> | Record<string, unknown>;

/** The Fetch standard's Headers, with no guard (every instance is mutable, as those Hono and @hono/node-server make). */
export class LightHeaders {
  /** Lower-cased name -> value, values of a name appended joined (", ", or "; " for Cookie). */
  readonly #values = new Map<string, string>();
  /** Set-Cookie's values one by one (they are not joined when iterated), or null. */
  #cookies: string[] | null = null;
  /** Sorted and combined, made again after any change. */
  #sorted: [string, string][] | null = null;

  constructor(init?: HeadersInitLike) {
    if (init === undefined) return;
    if (init === null || (typeof init !== "object" && typeof init !== "function")) throw new TypeError("Headers: the init is not an object");
    const iterator = (init as { [Symbol.iterator]?: unknown })[Symbol.iterator];
    if (typeof iterator === "function") {
      for (const pair of init as Iterable<Iterable<unknown>>) {
        if (pair === null || typeof pair !== "object") throw new TypeError("Headers: a pair is not a sequence");
        const both = [...pair].map((part) => byteString(part, "pair"));
        const [name, value] = both;
        if (both.length !== 2 || name === undefined || value === undefined) throw new TypeError(`Headers constructor: expected name/value pair to be length 2, found ${both.length}.`);
        this.append(name, value);
      }
      return;
    }
    const record = init as Record<string, unknown>;
    const converted = Object.keys(record).map((key) => [byteString(key, "name"), byteString(record[key], "value")] as const);
    for (const [name, value] of converted) this.append(name, value);
  }

  append(name: string, value: string): void {
    needArguments(arguments.length, 2, "append");
    const key = headerName(name);
    const text = headerValue(value);
    const had = this.#values.get(key);
    this.#values.set(key, had === undefined ? text : had + (key === "cookie" ? "; " : ", ") + text);
    if (key === "set-cookie") (this.#cookies ??= []).push(text);
    this.#sorted = null;
  }

  set(name: string, value: string): void {
    needArguments(arguments.length, 2, "set");
    const key = headerName(name);
    const text = headerValue(value);
    this.#values.set(key, text);
    if (key === "set-cookie") this.#cookies = [text];
    this.#sorted = null;
  }

  delete(name: string): void {
    needArguments(arguments.length, 1, "delete");
    const key = headerName(name);
    if (!this.#values.has(key)) return;
    if (key === "set-cookie") this.#cookies = null;
    this.#values.delete(key);
    this.#sorted = null;
  }

  get(name: string): string | null {
    needArguments(arguments.length, 1, "get");
    return this.#values.get(headerName(name)) ?? null;
  }

  has(name: string): boolean {
    needArguments(arguments.length, 1, "has");
    return this.#values.has(headerName(name));
  }

  getSetCookie(): string[] {
    return this.#cookies ? [...this.#cookies] : [];
  }

  /** Names in order, each with its joined value; Set-Cookie once per value. */
  #entries(): [string, string][] {
    if (this.#sorted) return this.#sorted;
    const sorted: [string, string][] = [];
    for (const name of [...this.#values.keys()].sort()) {
      if (name === "set-cookie" && this.#cookies) for (const cookie of this.#cookies) sorted.push([name, cookie]);
      else sorted.push([name, this.#values.get(name) as string]);
    }
    return (this.#sorted = sorted);
  }

  // As Node's: an iterator reads the current entries at each step, by position.
  *entries(): IterableIterator<[string, string]> {
    for (let i = 0; i < this.#entries().length; i++) {
      const [name, value] = this.#entries()[i] as [string, string];
      yield [name, value];
    }
  }

  *keys(): IterableIterator<string> {
    for (const [name] of this.entries()) yield name;
  }

  *values(): IterableIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  forEach(callback: (value: string, name: string, headers: LightHeaders) => void, thisArg?: unknown): void {
    if (typeof callback !== "function") throw new TypeError("Headers.forEach: the callback is not a function");
    for (const [name, value] of this.entries()) callback.call(thisArg, value, name, this);
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return Function.prototype[Symbol.hasInstance].call(this, value) || (this === LightHeaders && isNodes(value, "Headers"));
  }
}
Object.defineProperty(LightHeaders.prototype, Symbol.toStringTag, { value: "Headers", configurable: true });

type Constructor = abstract new (...args: never[]) => object;

/** Node's own classes, read from the globals' original getters (which load undici) the first time one is needed. */
const nodeClasses = new Map<string, Constructor>();
const originals = new Map<string, PropertyDescriptor>();

function nodeClass(name: string): Constructor {
  let found = nodeClasses.get(name);
  if (!found) {
    // Before installWebGlobals (tests), the global is still Node's own.
    const original = originals.get(name) ?? Object.getOwnPropertyDescriptor(globalThis, name);
    // Node's getter puts what it loaded on globalThis in place of whatever is there now (ours, or @hono/node-server's
    // own Response): that stays.
    const current = Object.getOwnPropertyDescriptor(globalThis, name);
    found = (original?.get ? original.get.call(globalThis) : original?.value) as Constructor;
    if (current) Object.defineProperty(globalThis, name, current);
    nodeClasses.set(name, found);
    const standIn = STAND_INS[name as keyof typeof STAND_INS];
    if (standIn) Object.setPrototypeOf(standIn.prototype, found.prototype);
  }
  return found;
}

/** Whether `value` is an object of Node's class `name` (undici is loaded already when one exists). */
function isNodes(value: unknown, name: string): boolean {
  if (typeof value !== "object" || value === null || Object.prototype.toString.call(value) !== `[object ${name}]`) return false;
  return Function.prototype[Symbol.hasInstance].call(nodeClass(name), value);
}

function standIn(name: "Request" | "Response") {
  const StandIn = class {
    constructor(...args: unknown[]) {
      return Reflect.construct(nodeClass(name) as unknown as new (...a: unknown[]) => object, args, new.target) as this;
    }

    static [Symbol.hasInstance](value: unknown): boolean {
      return Function.prototype[Symbol.hasInstance].call(this, value) || (this === StandIn && isNodes(value, name));
    }
  };
  Object.defineProperty(StandIn, "name", { value: name });
  Object.defineProperty(StandIn.prototype, Symbol.toStringTag, { value: name, configurable: true });
  // Response's static methods, Node's own (@hono/node-server gives its Response json and redirect of its own).
  const statics = name === "Response" ? ["error", "json", "redirect"] : [];
  for (const method of statics) {
    const call = (...args: unknown[]) => (nodeClass(name) as unknown as Record<string, (...a: unknown[]) => unknown>)[method]?.(...args);
    Object.defineProperty(StandIn, method, { value: call, writable: true, configurable: true });
  }
  return StandIn;
}

const STAND_INS = { Request: standIn("Request"), Response: standIn("Response") };

/**
 * Puts LightHeaders and the Request and Response stand-ins on globalThis, where Node still has its lazy getters
 * (nothing has read them): once undici is loaded there is nothing left to save, and two Headers classes would only
 * confuse `instanceof`.
 */
export function installWebGlobals(): boolean {
  const descriptors = ["Headers", "Request", "Response"].map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  if (!descriptors.every(([, d]) => d?.get && d.configurable)) return false;
  for (const [name, descriptor] of descriptors) originals.set(name, descriptor as PropertyDescriptor);
  const values = { Headers: LightHeaders, ...STAND_INS };
  for (const [name, descriptor] of descriptors) {
    Object.defineProperty(globalThis, name, { value: values[name as keyof typeof values], writable: true, configurable: true, enumerable: descriptor?.enumerable ?? false });
  }
  return true;
}
