#!/usr/bin/env python3
"""score_draw.py GOLD.jsonl PREDICTED.jsonl NAME.sections

Scores `lexgraph cites --format jsonl` output against a statute draw's
gold by (source, target) pairs, as tests/gold_score.h scores the kept
draws: only citations standing in the draw's sections, self-references
left out, optional gold pairs counting neither way, one trailing period
of a key ignored. Prints precision, recall and the pairs that differ.
"""
import json
import sys


def canon(key):
    return key[:-1] if key.endswith('.') else key


def section(key):
    code, path = key.split(':', 1)
    return code + ':' + path.split('(')[0]


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    gold, pred, sections = sys.argv[1:4]
    sample = {l.strip() for l in open(sections) if l.strip()}
    required, optional = set(), set()
    for line in open(gold):
        if not line.strip():
            continue
        r = json.loads(line)
        for t in r['targets']:
            (optional if r.get('optional') else required).add((canon(r['source']), canon(t)))
    found = set()
    for line in open(pred):
        r = json.loads(line)
        if r.get('self_reference') or not r.get('source') or section(r['source']) not in sample:
            continue
        for t in r['targets']:
            found.add((canon(r['source']), canon(t)))
    tp = len(found & required)
    fp = sorted(p for p in found if p not in required and p not in optional)
    fn = sorted(required - found)
    precision = tp / (tp + len(fp)) if tp + len(fp) else 1.0
    recall = tp / (tp + len(fn)) if tp + len(fn) else 1.0
    print(f'precision {precision:.3f} recall {recall:.3f} (tp {tp}, fp {len(fp)}, fn {len(fn)})')
    for p in fp:
        print('  extra', p[0], '->', p[1])
    for p in fn:
        print('  missed', p[0], '->', p[1])
    return 0


if __name__ == '__main__':
    sys.exit(main())
