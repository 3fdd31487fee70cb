/**
 * The names sacreBLEU 2.6.0 prints when no references are given (its built-in test sets, newest
 * first), as Python prints the list. Kept here so that an ordinary run does not load the
 * test-set package; `cli-test-sets.test.ts` checks it against that package's catalog.
 */
export const SACREBLEU_TEST_SETS_LIST =
  "['wmt24', 'wmt23', 'wmt22', 'wmt21/systems', 'wmt21/dev', 'wmt21/D', 'wmt21/C', 'wmt21/B', 'wmt21/AC', 'wmt21/AB', 'wmt21', 'wmt20/tworefs', 'wmt20/robust/set3', 'wmt20/robust/set2', 'wmt20/robust/set1', 'wmt20/dev', 'wmt20', 'wmt19/google/wmtp', 'wmt19/google/hqr', 'wmt19/google/hqp', 'wmt19/google/hqall', 'wmt19/google/arp', 'wmt19/google/ar', 'wmt19/dev', 'wmt19', 'wmt18/test-ts', 'wmt18/dev', 'wmt18', 'wmt17/tworefs', 'wmt17/ms', 'wmt17/improved', 'wmt17/dev', 'wmt17/B', 'wmt17', 'wmt16/tworefs', 'wmt16/dev', 'wmt16/B', 'wmt16', 'wmt15', 'wmt14/full', 'wmt14', 'wmt13', 'wmt12', 'wmt11', 'wmt10', 'wmt09', 'wmt08/nc', 'wmt08/europarl', 'wmt08', 'multi30k/2018', 'multi30k/2017', 'multi30k/2016', 'mtnt2019', 'mtnt1.1/valid', 'mtnt1.1/train', 'mtnt1.1/test', 'mtedx/valid', 'mtedx/test', 'iwslt17/tst2016', 'iwslt17/tst2015', 'iwslt17/tst2014', 'iwslt17/tst2013', 'iwslt17/tst2012', 'iwslt17/tst2011', 'iwslt17/tst2010', 'iwslt17/dev2010', 'iwslt17']";
