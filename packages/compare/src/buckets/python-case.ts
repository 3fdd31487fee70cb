// Python's str.islower, str.isupper and str.istitle, which compare-mt's case buckets use. Python
// reads the Unicode properties Lowercase and Uppercase (Ll and Lu plus Other_Lowercase and
// Other_Uppercase: ª, ⅰ, ⓐ …) and the category Lt (titlecase: ǅ), code point by code point.

const LOWER = /\p{Lowercase}/u;
const UPPER = /\p{Uppercase}/u;
const TITLE = /\p{Lt}/u;

/** Python's `word.islower()`: at least one cased character and none upper- or titlecase. */
export function pythonIsLower(word: string): boolean {
  let cased = false;
  for (const char of word) {
    if (UPPER.test(char) || TITLE.test(char)) return false;
    if (LOWER.test(char)) cased = true;
  }
  return cased;
}

/** Python's `word.isupper()`: at least one cased character and none lower- or titlecase. */
export function pythonIsUpper(word: string): boolean {
  let cased = false;
  for (const char of word) {
    if (LOWER.test(char) || TITLE.test(char)) return false;
    if (UPPER.test(char)) cased = true;
  }
  return cased;
}

/**
 * Python's `word.istitle()`: at least one cased character; an upper- or titlecase character only
 * after an uncased one, a lowercase character only after a cased one.
 */
export function pythonIsTitle(word: string): boolean {
  let cased = false;
  let previousCased = false;
  for (const char of word) {
    if (UPPER.test(char) || TITLE.test(char)) {
      if (previousCased) return false;
      previousCased = cased = true;
    } else if (LOWER.test(char)) {
      if (!previousCased) return false;
      previousCased = cased = true;
    } else {
      previousCased = false;
    }
  }
  return cased;
}
