/** Identifiers of the tokenizers the playground offers (sacreBLEU's names where there is one). */
export type TokenizerId =
  | '13a'
  | 'intl'
  | 'zh'
  | 'char'
  | 'none'
  | 'ja-mecab'
  | 'ja-tinyseg'
  | 'intl-segmenter'
  | 'spm';

/** A tokenizer as the settings form shows it; the code itself loads only when chosen. */
export interface TokenizerChoice {
  id: TokenizerId;
  label: string;
  /** Package that provides it. */
  from: string;
  /** Loading downloads a dictionary (shown with progress). */
  heavy?: boolean;
  /** Takes a BCP 47 locale. */
  locale?: boolean;
  /** Needs a model file from the user (SentencePiece). */
  model?: boolean;
}

/** Every tokenizer of the workspace, default first. */
export const TOKENIZER_CHOICES: readonly TokenizerChoice[] = [
  { id: '13a', label: '13a (sacreBLEU default, mteval-v13a)', from: '@bleukit/tokenizer-regex' },
  { id: 'intl', label: 'intl (Unicode punctuation and symbols)', from: '@bleukit/tokenizer-regex' },
  { id: 'zh', label: 'zh (Chinese characters split)', from: '@bleukit/tokenizer-regex' },
  { id: 'char', label: 'char (every character a token)', from: '@bleukit/tokenizer-regex' },
  { id: 'none', label: 'none (whitespace only)', from: '@bleukit/tokenizer-whitespace' },
  {
    id: 'ja-mecab',
    label: 'ja-mecab (MeCab + IPADIC, sacreBLEU ja-mecab)',
    from: '@bleukit/tokenizer-ja-mecab',
    heavy: true,
  },
  { id: 'ja-tinyseg', label: 'ja-tinyseg (TinySegmenter, small and fast)', from: '@bleukit/tokenizer-ja' },
  {
    id: 'intl-segmenter',
    label: 'Intl.Segmenter (words, by locale)',
    from: '@bleukit/tokenizer-intl-segmenter',
    locale: true,
  },
  {
    id: 'spm',
    label: 'SentencePiece (spBLEU: your .model file, e.g. FLORES-200)',
    from: '@bleukit/tokenizer-sentencepiece',
    model: true,
  },
];

/** The choice with this id; throws for an unknown one. */
export function tokenizerChoice(id: string): TokenizerChoice {
  const choice = TOKENIZER_CHOICES.find((entry) => entry.id === id);
  if (!choice) {
    throw new Error(
      `[bleukit] [playground] Unknown tokenizer ${JSON.stringify(id)}; expected one of ` +
        `${TOKENIZER_CHOICES.map((entry) => entry.id).join(', ')}.`,
    );
  }
  return choice;
}
