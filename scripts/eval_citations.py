#!/usr/bin/env python3
"""Scores `lexgraph cites --format jsonl` output against a gold file.

Usage: eval_citations.py GOLD.jsonl PREDICTED.jsonl [--verbose]

Pairs are (doc, source, target) with one trailing period of a key ignored.
Gold items marked optional count neither as misses nor, when predicted, as
false positives. Prints precision, recall and the pairs that differ.
"""
import json
import sys


def canon(key):
    return key[:-1] if key.endswith('.') else key


def pairs(rows, docs):
    out = set()
    for r in rows:
        if r['doc'] not in docs:
            continue
        for t in r.get('targets', []):
            out.add((r['doc'], canon(r['source']), canon(t)))
    return out


def main():
    gold_rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
    pred_rows = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
    docs = {r['doc'] for r in gold_rows}
    required = pairs([r for r in gold_rows if not r.get('optional')], docs)
    optional = pairs([r for r in gold_rows if r.get('optional')], docs)
    predicted = pairs(pred_rows, docs)
    tp = len(predicted & required)
    fp = predicted - required - optional
    fn = required - predicted
    precision = tp / (tp + len(fp)) if tp + len(fp) else 1.0
    recall = tp / len(required) if required else 1.0
    print(f"precision {precision:.4f} recall {recall:.4f} "
          f"(tp {tp}, fp {len(fp)}, fn {len(fn)})")
    if '--verbose' in sys.argv or fp or fn:
        for p in sorted(fp):
            print('FP', *p)
        for p in sorted(fn):
            print('FN', *p)
    return 0


if __name__ == '__main__':
    sys.exit(main())
