// MeCab 0.996's segmentation over IPADIC, run by a WebAssembly kernel (assembly/mecab-kernel.ts):
// the same lattice (dictionary words, unknown-word candidates from char.def/unk.def, spaces
// skipped in front of words) and the same Viterbi search, including MeCab's order of equal-cost
// candidates. This side lays the dictionary out in the kernel's memory, hands it each line as
// UTF-16 code units and reads the words back as [start, end) bounds.
//
// What the kernel does at each position of a line, in MeCab's order:
// - skip characters of the SPACE category; the dictionary words starting there come from the
//   double array (shortest first, each surface's entries in entry order), then the unknown words
//   of the head character's category (char.def's invoke, group, length; unk.def's templates);
// - connect, newest candidate first (MeCab prepends to its lists), ties keeping the first best.
//   A word ending at the position that shares its right id with an earlier one of lower or equal
//   total can never be chosen (its cost into any next word is the same, its total no lower), so
//   only each right id's best word is kept, in list order, which keeps MeCab's tie order; and
//   many candidates share a left id, so each left id's best predecessor is found once.
//
// The dictionary is copied into the kernel's memory once. Where `SharedArrayBuffer` exists the
// memory is shared: `loadMecabDictionary()` returns the tables as views into it with the memory
// itself, so tokenizers in other threads run their own kernel instance over the same copy, each
// with its own buffers in it.
import { CHARACTER_CATEGORIES, characterInfo } from './character-definition.js';
import type { IpadicTables } from './ipadic-dictionary.js';
import { KERNEL_WASM, SHARED_KERNEL_WASM } from './mecab-kernel-wasm.js';
import { UNKNOWN_WORD_TEMPLATES } from './unknown-words.js';

/**
 * Splits a text into MeCab's words (what `mecab -Owakati` prints), spaces not included: returns
 * how many, and leaves word `w`'s `[start, end)` in `bounds[2w]`, `bounds[2w + 1]` (read after
 * each call: the array may change). One segmenter serves one caller at a time.
 */
export interface MecabSegmenter {
  segment(text: string): number;
  readonly bounds: Int32Array;
}

// The few WebAssembly members used (the package type-checks against ES2022 alone).
interface WasmMemory {
  readonly buffer: ArrayBuffer | SharedArrayBuffer;
  grow(pages: number): number;
}
interface WasmKernel {
  useDictionary(...offsets: number[]): void;
  useFixedBuffers(leftBest: number, rightBest: number, matches: number, ending: number, endingOrder: number): void;
  useLineBuffers(codes: number, info: number, lengths: number, endHead: number, bounds: number, nodes: number, capacity: number): void;
  segment(n: number): number;
}
interface WasmApi {
  Memory: new (descriptor: { initial: number; maximum?: number; shared?: boolean }) => WasmMemory;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: WasmKernel };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** A loaded dictionary that carries its kernel memory (from {@link withKernelMemory}). */
interface KernelTables extends IpadicTables {
  readonly kernelMemory?: WasmMemory;
}

const PAGE = 65536;
/** Marks a memory laid out here, in its first word. */
const MAGIC = 0x4d656361;
/** The header's words: magic, allocation top, then the dictionary's offsets and sizes. */
const enum Header {
  Magic,
  Top,
  Units,
  FirstUnit,
  FirstEntries,
  Entries,
  Costs,
  LeftIds,
  RightIds,
  CharInfo,
  Categories,
  Templates,
  UnknownNodes,
  UnitsLength,
  EntriesLength,
  Size,
}
const HEAP_START = 1024;

/** The most unknown-word nodes one position can add: grouped, 1..length, and the fallback. */
const MAX_UNKNOWN_NODES =
  Math.max(...UNKNOWN_WORD_TEMPLATES.map((templates) => templates.length)) *
  (2 + Math.max(...CHARACTER_CATEGORIES.map((category) => category.length)));

function align(bytes: number): number {
  return Math.ceil(bytes / 8) * 8;
}

/** Takes `bytes` of `memory` (zeroed), growing it as needed; safe across threads sharing it. */
function allocate(memory: WasmMemory, bytes: number): number {
  const start = Atomics.add(new Uint32Array(memory.buffer, 0, Header.Size), Header.Top, align(bytes));
  const end = start + align(bytes);
  const size = memory.buffer.byteLength;
  if (end > size) memory.grow(Math.ceil((end - size) / PAGE));
  return start;
}

/** A memory holding the dictionary for the kernel, shared where the runtime allows it. */
function dictionaryMemory(tables: IpadicTables, shared: boolean): WasmMemory {
  const leftIds = tables.costs.length / tables.rightIds;
  const categories = CHARACTER_CATEGORIES.length;
  const templateCount = UNKNOWN_WORD_TEMPLATES.reduce((sum, templates) => sum + templates.length, 0);
  const parts = [
    tables.units.byteLength, tables.firstUnit.byteLength, tables.firstEntries.byteLength, tables.entries.byteLength,
    tables.costs.byteLength, 4 * 0x10000, 16 * (categories + 1), 16 * templateCount,
  ];
  const bytes = parts.reduce((sum, part) => sum + align(part), HEAP_START);
  const initial = Math.ceil(bytes / PAGE) + 16;
  const memory = shared ? new wasm.Memory({ initial, maximum: PAGE, shared: true }) : new wasm.Memory({ initial });
  const buffer = memory.buffer;
  const header = new Uint32Array(buffer, 0, Header.Size);
  header[Header.Top] = HEAP_START;
  const at = parts.map((part) => allocate(memory, part));
  const [units, firstUnit, firstEntries, entries, costs, charInfo, categoryRows, templates] = at as [number, number, number, number, number, number, number, number];
  new Int32Array(buffer, units, tables.units.length).set(tables.units);
  new Int32Array(buffer, firstUnit, tables.firstUnit.length).set(tables.firstUnit);
  new Int32Array(buffer, firstEntries, tables.firstEntries.length).set(tables.firstEntries);
  new Int16Array(buffer, entries, tables.entries.length).set(tables.entries);
  new Int16Array(buffer, costs, tables.costs.length).set(tables.costs);
  const info = new Int32Array(buffer, charInfo, 0x10000);
  for (let code = 0; code < 0x10000; code++) info[code] = characterInfo(code);
  // per category: invoke, group, length, first template; a last row ends the templates
  const rows = new Int32Array(buffer, categoryRows, 4 * (categories + 1));
  const flat = new Int32Array(buffer, templates, 4 * templateCount);
  let t = 0;
  CHARACTER_CATEGORIES.forEach((category, c) => {
    rows.set([category.invoke ? 1 : 0, category.group ? 1 : 0, category.length, t], 4 * c);
    for (const template of UNKNOWN_WORD_TEMPLATES[c] ?? []) flat.set(template, 4 * t++);
  });
  rows[4 * categories + 3] = t;
  header[Header.Units] = units;
  header[Header.FirstUnit] = firstUnit;
  header[Header.FirstEntries] = firstEntries;
  header[Header.Entries] = entries;
  header[Header.Costs] = costs;
  header[Header.LeftIds] = leftIds;
  header[Header.RightIds] = tables.rightIds;
  header[Header.CharInfo] = charInfo;
  header[Header.Categories] = categoryRows;
  header[Header.Templates] = templates;
  header[Header.UnknownNodes] = MAX_UNKNOWN_NODES;
  header[Header.UnitsLength] = tables.units.length;
  header[Header.EntriesLength] = tables.entries.length;
  header[Header.Magic] = MAGIC;
  return memory;
}

const isShared = (memory: WasmMemory): boolean =>
  typeof SharedArrayBuffer === 'function' && memory.buffer instanceof SharedArrayBuffer;

/**
 * `tables` with their kernel memory: where `SharedArrayBuffer` exists, the same tables as views
 * into a shared memory that holds them (and the memory), so that the threads they are posted to
 * share one copy; elsewhere `tables` themselves.
 */
export function withKernelMemory(tables: IpadicTables): IpadicTables {
  if (typeof SharedArrayBuffer !== 'function' || (tables as KernelTables).kernelMemory !== undefined) return tables;
  const memory = dictionaryMemory(tables, true);
  const buffer = memory.buffer;
  const header = new Uint32Array(buffer, 0, Header.Size);
  const word = (field: Header): number => header[field] as number;
  const kernelTables: KernelTables = {
    units: new Int32Array(buffer, word(Header.Units), word(Header.UnitsLength)),
    firstUnit: new Int32Array(buffer, word(Header.FirstUnit), 0x10000),
    firstEntries: new Int32Array(buffer, word(Header.FirstEntries), 0x10000),
    entries: new Int16Array(buffer, word(Header.Entries), word(Header.EntriesLength)),
    costs: new Int16Array(buffer, word(Header.Costs), word(Header.LeftIds) * tables.rightIds),
    rightIds: tables.rightIds,
    kernelMemory: memory,
  };
  return kernelTables;
}

/** Each thread's memory made from tables that came without one (one per tables object). */
const memories = new WeakMap<IpadicTables, WasmMemory>();

/** The compiled kernels, by memory kind. */
const modules = new Map<boolean, object>();

function kernelModule(shared: boolean): object {
  let module = modules.get(shared);
  if (!module) {
    const text = (globalThis as unknown as { atob(data: string): string }).atob(shared ? SHARED_KERNEL_WASM : KERNEL_WASM);
    module = new wasm.Module(Uint8Array.from(text, (c) => c.charCodeAt(0)));
    modules.set(shared, module);
  }
  return module;
}

/** Makes a segmenter over `tables` (loaded here, or posted with their kernel memory from another thread). */
export function createMecabSegmenter(tables: IpadicTables): MecabSegmenter {
  let memory = (tables as KernelTables).kernelMemory ?? memories.get(tables);
  if (!memory || new Uint32Array(memory.buffer, 0, 1)[0] !== MAGIC) {
    memory = dictionaryMemory(tables, false);
    memories.set(tables, memory);
  }
  return new WasmSegmenter(memory);
}

class WasmSegmenter implements MecabSegmenter {
  private readonly kernel: WasmKernel;
  private buffer: ArrayBuffer | SharedArrayBuffer;
  private codesAt = 0;
  private boundsAt = 0;
  private codes: Uint16Array;
  bounds: Int32Array;
  /** Longest line and most nodes the line buffers hold. */
  private length = 0;
  private capacity = 1 << 14;

  constructor(private readonly memory: WasmMemory) {
    const module = kernelModule(isShared(memory));
    this.kernel = new wasm.Instance(module, { env: { memory } }).exports;
    const header = new Uint32Array(memory.buffer, 0, Header.Size);
    const word = (field: Header): number => header[field] as number;
    this.kernel.useDictionary(
      word(Header.Units), word(Header.FirstUnit), word(Header.FirstEntries), word(Header.Entries), word(Header.Costs),
      word(Header.LeftIds), word(Header.RightIds), word(Header.CharInfo), word(Header.Categories),
      word(Header.Templates), word(Header.UnknownNodes),
    );
    const rightIds = word(Header.RightIds);
    this.kernel.useFixedBuffers(
      allocate(memory, 16 * word(Header.LeftIds)),
      allocate(memory, 8 * rightIds),
      allocate(memory, 8 * 64),
      allocate(memory, 16 * rightIds),
      allocate(memory, 4 * rightIds),
    );
    this.buffer = memory.buffer;
    this.codes = new Uint16Array(0);
    this.bounds = new Int32Array(0);
    this.reserve(4096);
  }

  /** Makes the line buffers hold lines of `length` code units and `capacity` nodes. */
  private reserve(length: number): void {
    const { memory } = this;
    this.length = Math.max(length, this.length);
    const n = this.length;
    this.codesAt = allocate(memory, 2 * n);
    const info = allocate(memory, 4 * n);
    const lengths = allocate(memory, 4 * n);
    const endHead = allocate(memory, 4 * (n + 1));
    this.boundsAt = allocate(memory, 8 * n);
    const nodes = allocate(memory, 32 * this.capacity);
    this.kernel.useLineBuffers(this.codesAt, info, lengths, endHead, this.boundsAt, nodes, this.capacity);
    this.views();
  }

  private views(): void {
    this.buffer = this.memory.buffer;
    this.codes = new Uint16Array(this.buffer, this.codesAt, this.length);
    this.bounds = new Int32Array(this.buffer, this.boundsAt, 2 * this.length);
  }

  segment(text: string): number {
    const n = text.length;
    if (n > this.length) this.reserve(2 * n);
    for (;;) {
      if (this.memory.buffer !== this.buffer) this.views();
      const codes = this.codes;
      for (let i = 0; i < n; i++) codes[i] = text.charCodeAt(i);
      const words = this.kernel.segment(n);
      if (words >= 0) return words;
      // more nodes than room: new line buffers with twice as many
      this.capacity *= 2;
      this.reserve(this.length);
    }
  }
}
