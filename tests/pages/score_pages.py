#!/usr/bin/env python3
"""Scores lexgraph on the blind page and ordinance sets kept here.

Usage: score_pages.py LEXGRAPH [--min-precision P] [--min-recall R] [--exact-spans]
                       [--jobs N]

Each set (a folder with manifest.toml and gold.jsonl, see README.md) is
read with `LEXGRAPH cites manifest.toml --format jsonl` and scored by
(document, target) pairs as `scripts/eval_citations.py --by-document`
scores it (an unresolved span overlapping a gold one counts as it, unless
--exact-spans); the pairs of all sets are pooled. Exits 1 when the pooled
precision or recall falls below the floors (a tripwire for a drop), 2 on
a run that fails. The sets are read N at a time (default: the machine's
cores), the reports printed in the sets' order.
"""
import concurrent.futures
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', 'scripts'))
from eval_citations import compare  # noqa: E402


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    binary = args[0]
    floors = {'--min-precision': 0.0, '--min-recall': 0.0}
    for i, a in enumerate(args):
        if a in floors:
            floors[a] = float(args[i + 1])
    jobs = int(args[args.index('--jobs') + 1]) if '--jobs' in args else (os.cpu_count() or 1)
    names = [n for n in sorted(os.listdir(HERE))
             if os.path.isfile(os.path.join(HERE, n, 'manifest.toml'))]

    def cites(name):
        manifest = os.path.join(HERE, name, 'manifest.toml')
        return subprocess.run([binary, 'cites', manifest, '--format', 'jsonl'],
                              capture_output=True, text=True)

    tp = fp = fn = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for name, run in zip(names, pool.map(cites, names)):
            if run.returncode != 0:
                print(f'{name}: lexgraph cites failed ({run.returncode}): {run.stderr[:500]}')
                pool.shutdown(cancel_futures=True)
                return 2
            folder = os.path.join(HERE, name)
            gold = [json.loads(l) for l in open(os.path.join(folder, 'gold.jsonl')) if l.strip()]
            pred = [json.loads(l) for l in run.stdout.splitlines() if l.strip()]
            t, false_pairs, missed = compare(gold, pred, by_document=True,
                                             exact_spans='--exact-spans' in args)
            f, n = len(false_pairs), len(missed)
            print(f'{name}: tp {t}, fp {f}, fn {n}')
            tp, fp, fn = tp + t, fp + f, fn + n
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    print(f'pooled: precision {precision:.4f} recall {recall:.4f} (tp {tp}, fp {fp}, fn {fn})')
    if precision < floors['--min-precision'] or recall < floors['--min-recall']:
        print('below the floors', floors)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
