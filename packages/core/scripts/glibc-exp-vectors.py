"""Writes src/glibc-exp.vectors.json: inputs for glibcExp with CPython's math.exp of each, as the
machine that runs this computes it (glibc's exp). Recorded on Debian 12 (glibc 2.36, x86-64 with
FMA), the system sacreBLEU's and NLTK's conformance vectors were made on. Half of the inputs are
where glibc's result is not the nearest double (found with Python's decimal module at 60 digits),
the rest spread over exp's range and BLEU's own arguments.
Run: python3 packages/core/scripts/glibc-exp-vectors.py
"""
import json
import math
import os
import random
from decimal import Decimal, getcontext

getcontext().prec = 60
rng = random.Random(20261124)


def nearest(x):
    return float(Decimal(x).exp())


candidates = [rng.uniform(-708, 709) for _ in range(60000)]
candidates += [rng.uniform(-3, 1) for _ in range(60000)]
candidates += [-rng.expovariate(0.3) for _ in range(60000)]
misrounded = [x for x in candidates if math.exp(x) != nearest(x)][:500]
spread = [rng.uniform(-745, 709.7) for _ in range(200)] + [rng.uniform(-1, 1) for _ in range(200)]
# BLEU: exp of mean log-precisions and of 1 - ref/hyp for brevity penalties.
spread += [0.25 * sum(math.log(rng.randrange(1, 101) / 100) for _ in range(4)) for _ in range(200)]
spread += [1 - rng.randrange(100, 4000) / rng.randrange(50, 3000) for _ in range(100)]
spread += [0.0, -0.0, 2.0 ** -60, -(2.0 ** -60), 512.0, -512.0, 709.7, -745.0, -708.5]
rows = [[x, math.exp(x)] for x in misrounded + spread]
path = os.path.join(os.path.dirname(__file__), '..', 'src', 'glibc-exp.vectors.json')
with open(path, 'w') as f:
    f.write('[\n' + ',\n'.join(f'  [{x!r}, {y!r}]' for x, y in rows) + '\n]\n')
print(f'{len(misrounded)} misrounded + {len(spread)} spread inputs → {path}')
