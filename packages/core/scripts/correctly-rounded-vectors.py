"""Writes src/correctly-rounded-math.vectors.json: inputs for exactLog and exactExp with the double
nearest the exact result, computed with Python's decimal module at 60 digits and rounded once
(float(Decimal) rounds correctly). Run: python3 packages/core/scripts/correctly-rounded-vectors.py
"""
import json
import os
import random
import struct
from decimal import Decimal, getcontext

getcontext().prec = 60
rng = random.Random(20261122)
MIN_NORMAL = 2.2250738585072014e-308
EXP_MAX = 709.782712893384
EXP_MIN_NORMAL = -708.3964185322641


def random_double(lo_exp, hi_exp):
    bits = (rng.randrange(1023 + lo_exp, 1023 + hi_exp) << 52) | rng.getrandbits(52)
    return struct.unpack('<d', struct.pack('<Q', bits))[0]


log_inputs = [MIN_NORMAL, 1 + 2**-12, 1 - 2**-12, 1 + 2**-13, 1 - 2**-13, 1.5, 2.0]
log_inputs += [random_double(-1022, 1023) for _ in range(400)]
log_inputs += [1 + rng.choice((-1, 1)) * rng.random() * 2.0 ** -rng.randrange(1, 53) for _ in range(400)]
# BLEU's own arguments: precisions 100·c/t and ratios of lengths.
for _ in range(400):
    t = rng.randrange(1, 10**6)
    log_inputs.append(100 * rng.randrange(1, t + 1) / t)

exp_inputs = [EXP_MAX, EXP_MIN_NORMAL, 709.0, -708.0, 2**-30, -(2**-30)]
exp_inputs += [rng.uniform(EXP_MIN_NORMAL, EXP_MAX) for _ in range(400)]
exp_inputs += [rng.choice((-1, 1)) * 2.0 ** rng.uniform(-60, 3) for _ in range(400)]
# BLEU's own arguments: a mean of four logs of precisions, and 1 − r/c for the brevity penalty.
for _ in range(400):
    c = rng.randrange(1, 10**6)
    exp_inputs.append(rng.choice((rng.uniform(-12, 4.61), 1 - rng.randrange(c, 3 * c) / c)))


def vectors(inputs, f):
    return [[x, float(f(Decimal(x)))] for x in inputs]


out = {
    'log': vectors(log_inputs, lambda d: d.ln()),
    'exp': vectors(exp_inputs, lambda d: d.exp()),
}
path = os.path.join(os.path.dirname(__file__), '..', 'src', 'correctly-rounded-math.vectors.json')
with open(path, 'w') as f:
    f.write('{\n  "log": [\n')
    f.write(',\n'.join(f'    [{x!r}, {y!r}]' for x, y in out['log']))
    f.write('\n  ],\n  "exp": [\n')
    f.write(',\n'.join(f'    [{x!r}, {y!r}]' for x, y in out['exp']))
    f.write('\n  ]\n}\n')
