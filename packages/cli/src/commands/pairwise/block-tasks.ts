// The work `bleukit pairwise`, `mbr` and `self-bleu` split between threads: each command's task,
// loaded by name in this thread or in a `--jobs` worker. A task is set up once from plain data
// (its settings and sentences, cloned to each worker); then it computes a share of the items
// (matrix rows, sources, lines) `[start, end)` block by block, handing each block's result over
// as soon as it is done. The items are independent, so the threads cannot change the result.

/** Hands over the result of items `[start, end)`. */
export type EmitBlock<Result = unknown> = (start: number, end: number, result: Result) => void;

/** Computes items `[start, end)` in blocks of about `blockSize` items. */
export type ShareComputer<Result = unknown> = (start: number, end: number, blockSize: number, emit: EmitBlock<Result>) => void;

/** A task's module: how to set it up from its settings. */
export interface BlockTaskModule<Settings = unknown, Result = unknown> {
  createShareComputer(settings: Settings): Promise<ShareComputer<Result>>;
}

/** The task modules, by name. */
export const BLOCK_TASKS = {
  pairwise: () => import('./pairwise-task.js'),
  mbr: () => import('../mbr/mbr-task.js'),
  'self-bleu': () => import('../self-bleu/self-bleu-task.js'),
} as const;

export type BlockTaskName = keyof typeof BLOCK_TASKS;

/** A task and its settings, as sent to a worker. */
export interface BlockTask {
  name: BlockTaskName;
  settings: unknown;
}

/** Sets up a task in this thread. */
export async function createShareComputer(task: BlockTask): Promise<ShareComputer> {
  const module = (await BLOCK_TASKS[task.name]()) as unknown as BlockTaskModule;
  return module.createShareComputer(task.settings);
}
